// expect: fail -- GLSL 1.10 section 6.1: a call must match a declared signature
#version 110
float f(float x) { return x; }
void main() {
    float a = f(1.0, 2.0);
}
