// expect: fail -- GLSL 1.40 section 4.1.9: a negative constant index is an error
#version 140
void main() {
    float a[3]; a[-1] = 1.0;
}
