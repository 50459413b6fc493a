// expect: fail -- GLSL 1.30 section 7: a built-in variable cannot be redeclared as a plain global
#version 130
vec4 gl_FragCoord;
void main() {}
