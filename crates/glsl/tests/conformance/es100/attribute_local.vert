// expect: fail -- GLSL ES 1.00 section 4.3.3: attributes are declared at global scope only
#version 100
precision mediump float;
void main() {
    attribute vec4 p;
}
