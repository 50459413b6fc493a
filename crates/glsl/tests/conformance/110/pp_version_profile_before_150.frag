// expect: fail -- GLSL 1.10 section 3.3: a profile name after #version exists from GLSL 1.50
#version 110 core
void main() {}
