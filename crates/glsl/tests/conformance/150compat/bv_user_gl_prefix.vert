// expect: fail -- GLSL 1.50 (compatibility) section 3.7: identifiers starting with gl_ are reserved
#version 150 compatibility
float gl_MyVariable;
void main() {}
