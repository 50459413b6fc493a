// expect: compile -- GLSL 3.30 (compatibility) section 3.3: #extension all : disable is allowed
#version 330 compatibility
#extension all : disable
void main() {}
