// expect: compile -- GLSL 1.10 section 3.3: function-like macros
#version 110
#define SQ(x) ((x) * (x))
void main() {
    float a = SQ(2.0);
}
