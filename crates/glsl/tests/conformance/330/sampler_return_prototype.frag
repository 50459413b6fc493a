// expect: fail -- GLSL 3.30 section 4.1.7: a prototype cannot return a sampler
#version 330 core
sampler2D get();
void main() {}
