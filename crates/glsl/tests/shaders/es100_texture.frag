#version 100
precision mediump float;
uniform sampler2D u_tex;
varying vec2 v_uv;
void main() {
    gl_FragColor = texture2D(u_tex, v_uv) * 0.5;
}
// run: {"inputs": {"v_uv": [0.5, 0.25]}, "uniforms": {"u_tex": 1}, "expect": {"gl_FragColor": [0.25, 0.125, 0, 5]}}
