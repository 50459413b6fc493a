// expect: compile -- GLSL 1.50 (compatibility) section 5.4.4: an unsized array constructor takes its size from its arguments (GLSL 1.20+)
#version 150 compatibility
void main() {
    float a[] = float[](1.0, 2.0); float b = a[1];
}
