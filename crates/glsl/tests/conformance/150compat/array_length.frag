// expect: compile -- GLSL 1.50 (compatibility) section 5.9: .length() exists from GLSL 1.20
#version 150 compatibility
void main() {
    float a[4]; int n = a.length();
}
