// expect: compile -- GLSL 3.30 (compatibility) section 3.3: #pragma optimize(off) is allowed
#version 330 compatibility
#pragma optimize(off)
#pragma debug(on)
void main() {}
