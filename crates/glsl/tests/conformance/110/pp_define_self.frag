// expect: compile -- GLSL 1.10 section 3.3: a macro is not expanded inside its own expansion
#version 110
#define x x
void main() {
    float x = 1.0;
}
