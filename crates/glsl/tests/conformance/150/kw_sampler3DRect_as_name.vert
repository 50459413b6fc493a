// expect: fail -- GLSL 1.50 section 3.6: `sampler3DRect` is a keyword or reserved word here
#version 150 core
void main() {
    float sampler3DRect = 1.0;
}
