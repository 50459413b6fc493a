// expect: fail -- GLSL ES 1.00 section 4.5.2: precision qualifiers do not apply to structures
#version 100
precision mediump float;
struct S { int a; };
void main() {
    mediump S s;
}
