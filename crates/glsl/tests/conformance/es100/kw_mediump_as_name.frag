// expect: fail -- GLSL ES 1.00 section 3.6: `mediump` is a keyword or reserved word here
#version 100
precision mediump float;
void main() {
    float mediump = 1.0;
}
