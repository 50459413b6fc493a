// expect: fail -- GLSL 1.10 section 3.6: identifiers starting with gl_ are reserved
#version 110
float gl_MyVariable;
void main() {}
