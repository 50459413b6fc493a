// expect: fail -- GLSL ES 1.00 section 3.4: a function-like macro call needs its closing parenthesis
#version 100
precision mediump float;
#define F(a) a
void main() {
    float a = F(1.0;
}
