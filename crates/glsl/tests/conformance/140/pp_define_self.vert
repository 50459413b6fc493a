// expect: compile -- GLSL 1.40 section 3.3: a macro is not expanded inside its own expansion
#version 140
#define x x
void main() {
    float x = 1.0;
}
