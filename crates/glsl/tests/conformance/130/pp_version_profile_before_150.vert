// expect: fail -- GLSL 1.30 section 3.3: a profile name after #version exists from GLSL 1.50
#version 130 core
void main() {}
