// expect: fail -- GLSL 1.10 section 3.6: `sampler3DRect` is a keyword or reserved word here
#version 110
void main() {
    float sampler3DRect = 1.0;
}
