// expect: fail -- GLSL 1.40 section 3.3: a profile name after #version exists from GLSL 1.50
#version 140 core
void main() {}
