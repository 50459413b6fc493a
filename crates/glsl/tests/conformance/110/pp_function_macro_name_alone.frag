// expect: compile -- GLSL 1.10 section 3.3: a function-like macro name without arguments is not expanded
#version 110
#define F(a) a
void main() {
    float F = 1.0;
}
