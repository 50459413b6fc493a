// expect: compile -- GLSL 3.30 section 5.9: .length() exists from GLSL 1.20
#version 330 core
void main() {
    float a[4]; int n = a.length();
}
