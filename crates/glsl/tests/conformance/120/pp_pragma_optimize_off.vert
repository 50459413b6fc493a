// expect: compile -- GLSL 1.20 section 3.3: #pragma optimize(off) is allowed
#version 120
#pragma optimize(off)
#pragma debug(on)
void main() {}
