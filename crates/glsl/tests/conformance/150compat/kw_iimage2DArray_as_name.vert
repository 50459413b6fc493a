// expect: fail -- GLSL 1.50 (compatibility) section 3.6: `iimage2DArray` is a keyword or reserved word here
#version 150 compatibility
void main() {
    float iimage2DArray = 1.0;
}
