// expect: compile -- GLSL 1.10 section 3.6: `image2DArrayShadow` is not a keyword or reserved word here, so it names a variable
#version 110
void main() {
    float image2DArrayShadow = 1.0;
}
