// expect: compile -- GLSL 1.40 section 3.3: #pragma optimize(off) is allowed
#version 140
#pragma optimize(off)
#pragma debug(on)
void main() {}
