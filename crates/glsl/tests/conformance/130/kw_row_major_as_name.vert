// expect: fail -- GLSL 1.30 section 3.6: `row_major` is a keyword or reserved word here
#version 130
void main() {
    float row_major = 1.0;
}
