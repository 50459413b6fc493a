// expect: fail -- GLSL 1.20 section 4.1.7: a prototype cannot return a sampler
#version 120
sampler2D get();
void main() {}
