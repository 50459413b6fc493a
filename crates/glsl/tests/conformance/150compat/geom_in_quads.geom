// expect: fail -- GLSL 1.50 (compatibility) section 4.3.8.1: quads is not a geometry input primitive
#version 150 compatibility
layout(quads) in;
void main() {}
