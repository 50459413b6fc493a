// expect: fail -- GLSL ES 1.00 section 3.1: a character outside the GLSL character set is an error
#version 100
precision mediump float;
void main() {
    float a = 1.0 $ 2.0;
}
