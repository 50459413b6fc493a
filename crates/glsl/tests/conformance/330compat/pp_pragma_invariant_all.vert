// expect: compile -- GLSL 3.30 (compatibility) section 4.6.1: #pragma STDGL invariant(all) is allowed (an unknown pragma before 1.20)
#version 330 compatibility
#pragma STDGL invariant(all)
void main() {}
