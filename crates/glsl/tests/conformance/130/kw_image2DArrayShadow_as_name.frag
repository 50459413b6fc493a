// expect: fail -- GLSL 1.30 section 3.6: `image2DArrayShadow` is a keyword or reserved word here
#version 130
void main() {
    float image2DArrayShadow = 1.0;
}
