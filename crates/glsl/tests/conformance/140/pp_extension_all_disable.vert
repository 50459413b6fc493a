// expect: compile -- GLSL 1.40 section 3.3: #extension all : disable is allowed
#version 140
#extension all : disable
void main() {}
