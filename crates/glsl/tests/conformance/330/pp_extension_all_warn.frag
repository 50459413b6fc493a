// expect: compile -- GLSL 3.30 section 3.3: #extension all : warn is allowed
#version 330 core
#extension all : warn
void main() {}
