// expect: compile -- GLSL 1.50 section 3.3: a profile name after #version exists from GLSL 1.50
#version 150 core
void main() {}
