// expect: fail -- GLSL 1.50 section 4.1.7: a prototype cannot return a sampler
#version 150 core
sampler2D get();
void main() {}
