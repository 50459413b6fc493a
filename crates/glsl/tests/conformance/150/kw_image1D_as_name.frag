// expect: fail -- GLSL 1.50 section 3.6: `image1D` is a keyword or reserved word here
#version 150 core
void main() {
    float image1D = 1.0;
}
