// expect: fail -- GLSL 3.30 (compatibility) section 5.4.4: an array constructor takes exactly one argument per element
#version 330 compatibility
void main() {
    float a[3] = float[3](1.0, 2.0);
}
