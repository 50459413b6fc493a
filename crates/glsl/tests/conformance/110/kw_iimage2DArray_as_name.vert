// expect: compile -- GLSL 1.10 section 3.6: `iimage2DArray` is not a keyword or reserved word here, so it names a variable
#version 110
void main() {
    float iimage2DArray = 1.0;
}
