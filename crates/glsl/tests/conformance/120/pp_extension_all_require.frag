// expect: fail -- GLSL 1.20 section 3.3: #extension all : require is an error
#version 120
#extension all : require
void main() {}
