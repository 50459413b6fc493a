// expect: compile -- GLSL 1.20 section 5.9: .length() exists from GLSL 1.20
#version 120
void main() {
    float a[4]; int n = a.length();
}
