// expect: compile -- GLSL ES 1.00 section 3.6: `uimageCube` is not a keyword or reserved word here, so it names a variable
#version 100
precision mediump float;
void main() {
    float uimageCube = 1.0;
}
