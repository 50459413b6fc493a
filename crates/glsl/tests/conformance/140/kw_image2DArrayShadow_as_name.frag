// expect: fail -- GLSL 1.40 section 3.6: `image2DArrayShadow` is a keyword or reserved word here
#version 140
void main() {
    float image2DArrayShadow = 1.0;
}
