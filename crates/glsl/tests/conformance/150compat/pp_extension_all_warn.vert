// expect: compile -- GLSL 1.50 (compatibility) section 3.3: #extension all : warn is allowed
#version 150 compatibility
#extension all : warn
void main() {}
