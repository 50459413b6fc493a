// expect: compile -- GLSL 1.20 section 3.6: `image1D` is not a keyword or reserved word here, so it names a variable
#version 120
void main() {
    float image1D = 1.0;
}
