// expect: fail -- GLSL ES 1.00 section 4.1.7: samplers are uniforms or function parameters only
#version 100
precision mediump float;
void main() {
    sampler2D t;
}
