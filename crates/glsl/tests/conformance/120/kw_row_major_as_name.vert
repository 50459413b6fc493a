// expect: compile -- GLSL 1.20 section 3.6: `row_major` is not a keyword or reserved word here, so it names a variable
#version 120
void main() {
    float row_major = 1.0;
}
