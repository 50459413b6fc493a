// expect: fail -- GLSL 1.30 section 3.3: #extension all : require is an error
#version 130
#extension all : require
void main() {}
