// expect: compile -- GLSL ES 1.00 section 4.1.3: decimal integer literals
#version 100
precision mediump float;
void main() {
    int i = 42;
}
