// expect: fail -- GLSL 1.10 section 4.1.7: a sampler cannot be an out parameter
#version 110
void f(out sampler2D t) { }
void main() {}
