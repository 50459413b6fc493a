// expect: fail -- GLSL 3.30 section 3.6: `iimage2DArray` is a keyword or reserved word here
#version 330 core
void main() {
    float iimage2DArray = 1.0;
}
