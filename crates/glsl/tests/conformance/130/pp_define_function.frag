// expect: compile -- GLSL 1.30 section 3.3: function-like macros
#version 130
#define SQ(x) ((x) * (x))
void main() {
    float a = SQ(2.0);
}
