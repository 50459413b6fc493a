// expect: compile -- GLSL 1.50 section 3.3: #extension all : disable is allowed
#version 150 core
#extension all : disable
void main() {}
