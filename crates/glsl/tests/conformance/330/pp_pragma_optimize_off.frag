// expect: compile -- GLSL 3.30 section 3.3: #pragma optimize(off) is allowed
#version 330 core
#pragma optimize(off)
#pragma debug(on)
void main() {}
