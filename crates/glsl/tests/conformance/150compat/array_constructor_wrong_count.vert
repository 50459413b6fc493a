// expect: fail -- GLSL 1.50 (compatibility) section 5.4.4: an array constructor takes exactly one argument per element
#version 150 compatibility
void main() {
    float a[3] = float[3](1.0, 2.0);
}
