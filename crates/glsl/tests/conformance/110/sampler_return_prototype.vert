// expect: fail -- GLSL 1.10 section 4.1.7: a prototype cannot return a sampler
#version 110
sampler2D get();
void main() {}
