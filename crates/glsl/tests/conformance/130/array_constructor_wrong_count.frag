// expect: fail -- GLSL 1.30 section 5.4.4: an array constructor takes exactly one argument per element
#version 130
void main() {
    float a[3] = float[3](1.0, 2.0);
}
