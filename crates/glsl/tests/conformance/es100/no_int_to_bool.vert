// expect: fail -- GLSL ES 1.00 section 4.1.10: int never converts implicitly to bool
#version 100
precision mediump float;
void main() {
    bool b = 1;
}
