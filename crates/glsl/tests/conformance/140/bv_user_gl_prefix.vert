// expect: fail -- GLSL 1.40 section 3.7: identifiers starting with gl_ are reserved
#version 140
float gl_MyVariable;
void main() {}
