// expect: fail -- GLSL 1.50 section 4.1.7: a sampler cannot be an out parameter
#version 150 core
void f(out sampler2D t) { }
void main() {}
