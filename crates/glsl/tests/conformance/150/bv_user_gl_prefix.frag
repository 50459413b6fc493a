// expect: fail -- GLSL 1.50 section 3.7: identifiers starting with gl_ are reserved
#version 150 core
float gl_MyVariable;
void main() {}
