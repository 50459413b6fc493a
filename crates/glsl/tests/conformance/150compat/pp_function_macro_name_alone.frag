// expect: compile -- GLSL 1.50 (compatibility) section 3.3: a function-like macro name without arguments is not expanded
#version 150 compatibility
#define F(a) a
void main() {
    float F = 1.0;
}
