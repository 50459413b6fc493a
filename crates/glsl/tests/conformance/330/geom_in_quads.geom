// expect: fail -- GLSL 3.30 section 4.3.8.1: quads is not a geometry input primitive
#version 330 core
layout(quads) in;
void main() {}
