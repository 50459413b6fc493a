// expect: fail -- GLSL 1.20 section 3.6: identifiers starting with gl_ are reserved
#version 120
float gl_MyVariable;
void main() {}
