// expect: fail -- GLSL ES 1.00 section 4.3.5: varyings are declared at global scope only
#version 100
precision mediump float;
void main() {
    varying vec4 a;
}
