// expect: fail -- GLSL 3.30 (compatibility) section 6.1: a call must match a declared signature
#version 330 compatibility
float f(float x) { return x; }
void main() {
    float a = f(1.0, 2.0);
}
