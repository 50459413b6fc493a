// expect: fail -- GLSL 3.30 (compatibility) section 4.1.9: a negative constant index is an error
#version 330 compatibility
void main() {
    float a[3]; a[-1] = 1.0;
}
