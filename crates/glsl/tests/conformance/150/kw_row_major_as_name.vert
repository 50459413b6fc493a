// expect: compile -- GLSL 1.50 section 3.6: `row_major` is not a keyword or reserved word here, so it names a variable
#version 150 core
void main() {
    float row_major = 1.0;
}
