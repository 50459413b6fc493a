// expect: fail -- GLSL ES 1.00 section 4.3.6: out is a global storage qualifier (or a parameter qualifier)
#version 100
precision mediump float;
void main() {
    out vec4 a;
}
