// expect: compile -- GLSL 1.30 section 3.3: #extension all : disable is allowed
#version 130
#extension all : disable
void main() {}
