// expect: fail -- GLSL ES 1.00 section 4.3.4: uniforms are read-only
#version 100
precision mediump float;
uniform float u;
void main() {
    u = 1.0;
}
