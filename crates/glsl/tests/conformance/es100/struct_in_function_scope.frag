// expect: compile -- GLSL ES 1.00 section 4.1.8: structures may be defined in a function
#version 100
precision mediump float;
void main() {
    struct L { float a; }; L x = L(1.0);
}
