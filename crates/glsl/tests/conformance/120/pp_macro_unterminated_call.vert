// expect: fail -- GLSL 1.20 section 3.3: a function-like macro call needs its closing parenthesis
#version 120
#define F(a) a
void main() {
    float a = F(1.0;
}
