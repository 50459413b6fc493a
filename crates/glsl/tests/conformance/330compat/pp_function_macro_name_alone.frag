// expect: compile -- GLSL 3.30 (compatibility) section 3.3: a function-like macro name without arguments is not expanded
#version 330 compatibility
#define F(a) a
void main() {
    float F = 1.0;
}
