// expect: compile -- GLSL 1.10 section 3.3: #pragma optimize(off) is allowed
#version 110
#pragma optimize(off)
#pragma debug(on)
void main() {}
