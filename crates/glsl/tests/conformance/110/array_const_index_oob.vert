// expect: fail -- GLSL 1.10 section 4.1.9: a constant index outside the array is an error
#version 110
void main() {
    float a[3]; a[3] = 1.0;
}
