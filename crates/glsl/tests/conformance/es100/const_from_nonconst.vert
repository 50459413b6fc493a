// expect: fail -- GLSL ES 1.00 section 4.3.2: a const initialiser must be a constant expression
#version 100
precision mediump float;
void main() {
    float a = 1.0; const float c = a;
}
