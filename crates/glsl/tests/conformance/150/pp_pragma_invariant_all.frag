// expect: compile -- GLSL 1.50 section 4.6.1: #pragma STDGL invariant(all) is allowed (an unknown pragma before 1.20)
#version 150 core
#pragma STDGL invariant(all)
void main() {}
