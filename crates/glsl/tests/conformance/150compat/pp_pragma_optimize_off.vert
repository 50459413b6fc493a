// expect: compile -- GLSL 1.50 (compatibility) section 3.3: #pragma optimize(off) is allowed
#version 150 compatibility
#pragma optimize(off)
#pragma debug(on)
void main() {}
