// expect: fail -- GLSL ES 1.00 section 3.7: identifiers starting with gl_ are reserved
#version 100
precision mediump float;
void main() {
    float gl_temp = 1.0;
}
