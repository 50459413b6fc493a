// expect: compile -- GLSL 1.50 section 3.3: #pragma optimize(off) is allowed
#version 150 core
#pragma optimize(off)
#pragma debug(on)
void main() {}
