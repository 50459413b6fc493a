// expect: compile -- GLSL 1.10 section 3.3: #extension all : disable is allowed
#version 110
#extension all : disable
void main() {}
