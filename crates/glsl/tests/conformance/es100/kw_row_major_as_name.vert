// expect: compile -- GLSL ES 1.00 section 3.6: `row_major` is not a keyword or reserved word here, so it names a variable
#version 100
precision mediump float;
void main() {
    float row_major = 1.0;
}
