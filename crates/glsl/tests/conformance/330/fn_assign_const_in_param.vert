// expect: fail -- GLSL 3.30 section 6.1: a const in parameter cannot be written either
#version 330 core
void f(const in vec2 x) { x.y = 1.0; }
void main() {}
