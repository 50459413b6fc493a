// expect: compile -- GLSL ES 1.00 section 5.7: structures compare with == and !=
#version 100
precision mediump float;
struct S { float a; };
void main() {
    S x = S(1.0); S y = S(2.0); bool e = x == y || x != y;
}
