// expect: compile -- GLSL 3.30 section 3.3: a profile name after #version exists from GLSL 1.50
#version 330 core
void main() {}
