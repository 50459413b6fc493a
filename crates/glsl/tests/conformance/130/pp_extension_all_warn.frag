// expect: compile -- GLSL 1.30 section 3.3: #extension all : warn is allowed
#version 130
#extension all : warn
void main() {}
