// expect: fail -- GLSL 1.40 section 3.3: #extension all : require is an error
#version 140
#extension all : require
void main() {}
