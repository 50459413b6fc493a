// expect: compile -- GLSL ES 1.00 section 5.1: ^^ is the logical exclusive or
#version 100
precision mediump float;
void main() {
    bool a = true ^^ false;
}
