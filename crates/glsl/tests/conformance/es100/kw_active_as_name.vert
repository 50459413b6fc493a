// expect: compile -- GLSL ES 1.00 section 3.6: `active` is not a keyword or reserved word here, so it names a variable
#version 100
precision mediump float;
void main() {
    float active = 1.0;
}
