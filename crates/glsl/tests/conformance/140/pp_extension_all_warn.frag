// expect: compile -- GLSL 1.40 section 3.3: #extension all : warn is allowed
#version 140
#extension all : warn
void main() {}
