// expect: fail -- GLSL ES 1.00 section 4.3: in is a global storage qualifier (or a parameter qualifier)
#version 100
precision mediump float;
void main() {
    in vec4 a;
}
