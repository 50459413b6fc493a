// expect: compile -- GLSL 1.30 section 3.3: #pragma optimize(off) is allowed
#version 130
#pragma optimize(off)
#pragma debug(on)
void main() {}
