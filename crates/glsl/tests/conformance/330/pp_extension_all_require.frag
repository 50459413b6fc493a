// expect: fail -- GLSL 3.30 section 3.3: #extension all : require is an error
#version 330 core
#extension all : require
void main() {}
