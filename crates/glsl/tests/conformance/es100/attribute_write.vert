// expect: fail -- GLSL ES 1.00 section 4.3.3: attributes are read-only
#version 100
precision mediump float;
attribute vec4 g_p;
void main() {
    g_p = vec4(0.0);
}
