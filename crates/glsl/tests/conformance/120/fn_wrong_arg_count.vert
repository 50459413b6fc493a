// expect: fail -- GLSL 1.20 section 6.1: a call must match a declared signature
#version 120
float f(float x) { return x; }
void main() {
    float a = f(1.0, 2.0);
}
