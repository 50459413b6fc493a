// expect: compile -- GLSL 1.20 section 3.3: #extension all : disable is allowed
#version 120
#extension all : disable
void main() {}
