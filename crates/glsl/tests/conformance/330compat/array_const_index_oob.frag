// expect: fail -- GLSL 3.30 (compatibility) section 4.1.9: a constant index outside the array is an error
#version 330 compatibility
void main() {
    float a[3]; a[3] = 1.0;
}
