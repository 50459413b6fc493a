// expect: fail -- GLSL 3.30 section 3.3: #extension all : enable is an error
#version 330 core
#extension all : enable
void main() {}
