// expect: compile -- GLSL ES 1.00 section 5.4.3: structure constructors
#version 100
precision mediump float;
struct S { float a; vec2 b; };
void main() {
    S x = S(1.0, vec2(2.0));
}
