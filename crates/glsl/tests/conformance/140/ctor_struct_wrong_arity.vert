// expect: fail -- GLSL 1.40 section 5.4.3: a structure constructor takes one argument per member
#version 140
struct S { float a; vec2 b; };
void main() {
    S x = S(1.0);
}
