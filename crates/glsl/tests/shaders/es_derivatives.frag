#version 100
#extension GL_OES_standard_derivatives : enable
precision mediump float;
varying vec2 v_uv;
void main() {
    vec2 w = fwidth(v_uv);
    gl_FragColor = vec4(w, dFdx(v_uv.x) + 0.5, 1.0);
}
// run: {"inputs": {"v_uv": [0.1, 0.2]}, "expect": {"gl_FragColor": [0, 0, 0.5, 1]}}
