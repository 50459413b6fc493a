// expect: fail -- GLSL 1.10 section 4.1.9: .length() exists from GLSL 1.20
#version 110
void main() {
    float a[4]; int n = a.length();
}
