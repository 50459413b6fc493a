// expect: fail -- GLSL ES 1.00 section 6.4: discard is only allowed in fragment shaders
#version 100
precision mediump float;
void main() {
    discard;
}
