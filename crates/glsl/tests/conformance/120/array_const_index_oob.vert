// expect: fail -- GLSL 1.20 section 4.1.9: a constant index outside the array is an error
#version 120
void main() {
    float a[3]; a[3] = 1.0;
}
