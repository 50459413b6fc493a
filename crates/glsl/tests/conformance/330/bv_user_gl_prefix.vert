// expect: fail -- GLSL 3.30 section 3.7: identifiers starting with gl_ are reserved
#version 330 core
float gl_MyVariable;
void main() {}
