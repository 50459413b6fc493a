// expect: fail -- GLSL 1.50 section 3.3: #extension all : require is an error
#version 150 core
#extension all : require
void main() {}
