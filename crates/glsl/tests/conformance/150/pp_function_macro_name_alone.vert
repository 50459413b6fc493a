// expect: compile -- GLSL 1.50 section 3.3: a function-like macro name without arguments is not expanded
#version 150 core
#define F(a) a
void main() {
    float F = 1.0;
}
