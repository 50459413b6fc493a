// expect: fail -- GLSL ES 1.00 section 5.4.3: a structure constructor takes one argument per member
#version 100
precision mediump float;
struct S { float a; vec2 b; };
void main() {
    S x = S(1.0);
}
