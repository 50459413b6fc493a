// expect: compile -- GLSL ES 1.00 section 6.3: for loops
#version 100
precision mediump float;
void main() {
    float a = 0.0; for (int i = 0; i < 4; ++i) { a += 1.0; }
}
