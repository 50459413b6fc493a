// expect: compile -- GLSL 1.50 (compatibility) section 6.3: for loops
#version 150 compatibility
void main() {
    float a = 0.0; for (int i = 0; i < 4; ++i) { a += 1.0; }
}
