// expect: fail -- GLSL 1.50 section 7: a built-in variable cannot be redeclared as a plain global
#version 150 core
vec4 gl_FragCoord;
void main() {}
