// expect: fail -- GLSL 1.50 section 5.4.3: a structure constructor takes one argument per member
#version 150 core
struct S { float a; vec2 b; };
void main() {
    S x = S(1.0);
}
