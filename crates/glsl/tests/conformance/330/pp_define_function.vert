// expect: compile -- GLSL 3.30 section 3.3: function-like macros
#version 330 core
#define SQ(x) ((x) * (x))
void main() {
    float a = SQ(2.0);
}
