// expect: compile -- GLSL 3.30 (compatibility) section 3.3: a macro is not expanded inside its own expansion
#version 330 compatibility
#define x x
void main() {
    float x = 1.0;
}
