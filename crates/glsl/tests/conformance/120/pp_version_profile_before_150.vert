// expect: fail -- GLSL 1.20 section 3.3: a profile name after #version exists from GLSL 1.50
#version 120 core
void main() {}
