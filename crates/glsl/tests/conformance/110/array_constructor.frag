// expect: fail -- GLSL 1.10 section 4.1.9: array constructors exist from GLSL 1.20 (not in GLSL ES 1.00)
#version 110
void main() {
    float a[3] = float[3](1.0, 2.0, 3.0);
}
