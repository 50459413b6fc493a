// expect: compile -- GLSL 1.50 section 3.3: a macro is not expanded inside its own expansion
#version 150 core
#define x x
void main() {
    float x = 1.0;
}
