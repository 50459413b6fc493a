// expect: fail -- GLSL 3.30 section 4.3.8.1: gl_FragCoord is redeclared as an input
#version 330 core
out vec4 gl_FragCoord;
void main() {}
