// expect: fail -- GLSL 3.30 (compatibility) section 3.3: #extension all : enable is an error
#version 330 compatibility
#extension all : enable
void main() {}
