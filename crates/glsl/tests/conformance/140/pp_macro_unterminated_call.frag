// expect: fail -- GLSL 1.40 section 3.3: a function-like macro call needs its closing parenthesis
#version 140
#define F(a) a
void main() {
    float a = F(1.0;
}
