// expect: compile -- GLSL 1.30 section 4.1.10: implicit conversion of function arguments from GLSL 1.20
#version 130
float half_of(float x) { return x * 0.5; }
void main() {
    float y = half_of(3);
}
