// expect: compile -- GLSL 1.20 section 3.6: `iimage2DArray` is not a keyword or reserved word here, so it names a variable
#version 120
void main() {
    float iimage2DArray = 1.0;
}
