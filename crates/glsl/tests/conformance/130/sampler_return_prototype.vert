// expect: fail -- GLSL 1.30 section 4.1.7: a prototype cannot return a sampler
#version 130
sampler2D get();
void main() {}
