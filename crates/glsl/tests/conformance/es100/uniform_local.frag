// expect: fail -- GLSL ES 1.00 section 4.3.4: uniforms are declared at global scope only
#version 100
precision mediump float;
void main() {
    uniform float u;
}
