// expect: fail -- GLSL 1.40 section 4.1.7: a prototype cannot return a sampler
#version 140
sampler2D get();
void main() {}
