// expect: fail -- GLSL ES 1.00 section 4.3.5: a fragment shader cannot write a varying
#version 100
precision mediump float;
varying vec4 g_v;
void main() {
    g_v = vec4(0.0);
}
