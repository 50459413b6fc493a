// expect: fail -- GLSL 3.30 section 3.6: `image2DArrayShadow` is a keyword or reserved word here
#version 330 core
void main() {
    float image2DArrayShadow = 1.0;
}
