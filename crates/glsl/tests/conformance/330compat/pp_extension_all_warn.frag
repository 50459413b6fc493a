// expect: compile -- GLSL 3.30 (compatibility) section 3.3: #extension all : warn is allowed
#version 330 compatibility
#extension all : warn
void main() {}
