// expect: fail -- GLSL ES 1.00 section 6.1: functions are defined at global scope only
#version 100
precision mediump float;
void main() {
    float inner() { return 1.0; }
}
