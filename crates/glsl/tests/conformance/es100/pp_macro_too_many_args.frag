// expect: fail -- GLSL ES 1.00 section 3.4: a macro call with the wrong number of arguments is an error
#version 100
precision mediump float;
#define F(a) a
void main() {
    float a = F(1.0, 2.0);
}
