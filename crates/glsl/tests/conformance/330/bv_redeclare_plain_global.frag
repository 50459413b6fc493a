// expect: fail -- GLSL 3.30 section 7: a built-in variable cannot be redeclared as a plain global
#version 330 core
vec4 gl_FragCoord;
void main() {}
