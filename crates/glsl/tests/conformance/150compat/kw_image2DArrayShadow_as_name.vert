// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `image2DArrayShadow` is a keyword or reserved word here
#version 150 compatibility
void main() {
    float image2DArrayShadow = 1.0;
}
