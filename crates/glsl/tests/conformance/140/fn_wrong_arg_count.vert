// expect: fail -- GLSL 1.40 section 6.1: a call must match a declared signature
#version 140
float f(float x) { return x; }
void main() {
    float a = f(1.0, 2.0);
}
