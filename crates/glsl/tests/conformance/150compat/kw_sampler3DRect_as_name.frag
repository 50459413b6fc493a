// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `sampler3DRect` is a keyword or reserved word here
#version 150 compatibility
void main() {
    float sampler3DRect = 1.0;
}
