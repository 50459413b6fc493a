// expect: fail -- GLSL 3.30 (compatibility) section 3.6: `image1D` is a keyword or reserved word here
#version 330 compatibility
void main() {
    float image1D = 1.0;
}
