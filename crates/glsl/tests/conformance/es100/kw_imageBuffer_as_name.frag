// expect: compile -- GLSL ES 1.00 section 3.6: `imageBuffer` is not a keyword or reserved word here, so it names a variable
#version 100
precision mediump float;
void main() {
    float imageBuffer = 1.0;
}
