// expect: compile -- GLSL 1.20 section 5.4.4: an unsized array constructor takes its size from its arguments (GLSL 1.20+)
#version 120
void main() {
    float a[] = float[](1.0, 2.0); float b = a[1];
}
