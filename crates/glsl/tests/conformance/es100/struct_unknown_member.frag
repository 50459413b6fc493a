// expect: fail -- GLSL ES 1.00 section 5.5: selecting a member that does not exist is an error
#version 100
precision mediump float;
struct S { float a; };
void main() {
    S x = S(1.0); float b = x.b;
}
