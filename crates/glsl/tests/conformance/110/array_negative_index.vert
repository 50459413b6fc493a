// expect: fail -- GLSL 1.10 section 4.1.9: a negative constant index is an error
#version 110
void main() {
    float a[3]; a[-1] = 1.0;
}
