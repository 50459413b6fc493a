// expect: fail -- GLSL 1.10 section 3.3: #extension all : require is an error
#version 110
#extension all : require
void main() {}
