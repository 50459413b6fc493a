// expect: fail -- GLSL 1.50 section 3.6: `image2DArrayShadow` is a keyword or reserved word here
#version 150 core
void main() {
    float image2DArrayShadow = 1.0;
}
