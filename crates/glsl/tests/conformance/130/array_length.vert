// expect: compile -- GLSL 1.30 section 5.9: .length() exists from GLSL 1.20
#version 130
void main() {
    float a[4]; int n = a.length();
}
