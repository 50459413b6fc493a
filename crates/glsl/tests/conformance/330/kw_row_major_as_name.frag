// expect: compile -- GLSL 3.30 section 3.6: `row_major` is not a keyword or reserved word here, so it names a variable
#version 330 core
void main() {
    float row_major = 1.0;
}
