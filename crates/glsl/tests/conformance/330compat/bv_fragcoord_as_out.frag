// expect: fail -- GLSL 3.30 (compatibility) section 4.3.8.1: gl_FragCoord is redeclared as an input
#version 330 compatibility
out vec4 gl_FragCoord;
void main() {}
