// expect: fail -- GLSL 3.30 (compatibility) section 4.1.7: a sampler cannot be an out parameter
#version 330 compatibility
void f(out sampler2D t) { }
void main() {}
