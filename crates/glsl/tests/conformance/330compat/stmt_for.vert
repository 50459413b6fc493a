// expect: compile -- GLSL 3.30 (compatibility) section 6.3: for loops
#version 330 compatibility
void main() {
    float a = 0.0; for (int i = 0; i < 4; ++i) { a += 1.0; }
}
