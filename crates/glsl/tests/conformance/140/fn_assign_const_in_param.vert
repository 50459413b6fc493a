// expect: fail -- GLSL 1.40 section 6.1: a const in parameter cannot be written either
#version 140
void f(const in vec2 x) { x.y = 1.0; }
void main() {}
