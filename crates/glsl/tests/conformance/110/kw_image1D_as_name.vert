// expect: compile -- GLSL 1.10 section 3.6: `image1D` is not a keyword or reserved word here, so it names a variable
#version 110
void main() {
    float image1D = 1.0;
}
