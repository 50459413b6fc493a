// expect: compile -- GLSL 1.10 section 3.3: #pragma STDGL invariant(all) is allowed (an unknown pragma before 1.20)
#version 110
#pragma STDGL invariant(all)
void main() {}
