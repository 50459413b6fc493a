// expect: fail -- GLSL 3.30 (compatibility) section 3.3: a function-like macro call needs its closing parenthesis
#version 330 compatibility
#define F(a) a
void main() {
    float a = F(1.0;
}
