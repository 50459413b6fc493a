// expect: fail -- GLSL 3.30 (compatibility) section 3.3: #extension all : require is an error
#version 330 compatibility
#extension all : require
void main() {}
