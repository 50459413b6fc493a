// expect: compile -- GLSL 1.10 section 6.3: for loops
#version 110
void main() {
    float a = 0.0; for (int i = 0; i < 4; ++i) { a += 1.0; }
}
