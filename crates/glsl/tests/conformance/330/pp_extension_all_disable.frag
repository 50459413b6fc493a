// expect: compile -- GLSL 3.30 section 3.3: #extension all : disable is allowed
#version 330 core
#extension all : disable
void main() {}
