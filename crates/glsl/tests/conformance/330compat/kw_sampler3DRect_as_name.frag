// expect: fail -- GLSL 3.30 (compatibility) section 3.6: `sampler3DRect` is a keyword or reserved word here
#version 330 compatibility
void main() {
    float sampler3DRect = 1.0;
}
