// expect: fail -- GLSL 1.50 section 4.3.8.1: gl_FragCoord is redeclared as an input
#version 150 core
out vec4 gl_FragCoord;
void main() {}
