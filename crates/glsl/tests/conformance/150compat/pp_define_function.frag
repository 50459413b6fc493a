// expect: compile -- GLSL 1.50 (compatibility) section 3.3: function-like macros
#version 150 compatibility
#define SQ(x) ((x) * (x))
void main() {
    float a = SQ(2.0);
}
