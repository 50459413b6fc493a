// expect: fail -- GLSL ES 1.00 section 5.4.1: uint constructors exist from GLSL 1.30
#version 100
precision mediump float;
void main() {
    uint u = uint(-1); int i = int(u);
}
