// expect: fail -- GLSL 1.40 section 3.6: `iimage2DArray` is a keyword or reserved word here
#version 140
void main() {
    float iimage2DArray = 1.0;
}
