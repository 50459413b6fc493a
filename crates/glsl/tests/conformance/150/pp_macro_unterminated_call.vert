// expect: fail -- GLSL 1.50 section 3.3: a function-like macro call needs its closing parenthesis
#version 150 core
#define F(a) a
void main() {
    float a = F(1.0;
}
