// expect: fail -- GLSL 1.20 section 3.6: `sampler3DRect` is a keyword or reserved word here
#version 120
void main() {
    float sampler3DRect = 1.0;
}
