// expect: fail -- GLSL 1.30 section 3.6: `image1D` is a keyword or reserved word here
#version 130
void main() {
    float image1D = 1.0;
}
