// expect: fail -- GLSL ES 1.00 section 6.4: break outside a loop or switch is an error
#version 100
precision mediump float;
void main() {
    break;
}
