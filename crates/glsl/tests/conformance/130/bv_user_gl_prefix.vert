// expect: fail -- GLSL 1.30 section 3.7: identifiers starting with gl_ are reserved
#version 130
float gl_MyVariable;
void main() {}
