// expect: fail -- GLSL 3.30 (compatibility) section 3.7: identifiers starting with gl_ are reserved
#version 330 compatibility
float gl_MyVariable;
void main() {}
