// expect: fail -- GLSL 1.50 (compatibility) section 3.3: #extension all : require is an error
#version 150 compatibility
#extension all : require
void main() {}
