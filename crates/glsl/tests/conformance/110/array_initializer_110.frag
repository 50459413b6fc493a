// expect: fail -- GLSL 1.10 section 4.1.9: arrays cannot be initialised in a declaration before GLSL 1.20
#version 110
void main() {
    const float a[2] = float[2](1.0, 2.0);
}
