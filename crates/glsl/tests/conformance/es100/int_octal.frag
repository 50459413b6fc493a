// expect: compile -- GLSL ES 1.00 section 4.1.3: octal integer literals start with 0
#version 100
precision mediump float;
void main() {
    int i = 017;
}
