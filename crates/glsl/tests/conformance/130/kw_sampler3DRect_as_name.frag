// expect: fail -- GLSL 1.30 section 3.6: `sampler3DRect` is a keyword or reserved word here
#version 130
void main() {
    float sampler3DRect = 1.0;
}
