#version 100
precision mediump float;
uniform lowp vec4 u_color;
uniform highp float u_scale;
uniform sampler2D u_tex;
varying mediump vec2 v_uv;
void main() {
    lowp vec4 c = u_color * u_scale;
    gl_FragColor = c + texture2D(u_tex, v_uv) * 0.0;
}
// run: {"inputs": {"v_uv": [0, 0]}, "uniforms": {"u_color": [0.5, 0.25, 0.125, 1], "u_scale": 2}, "expect": {"gl_FragColor": [1, 0.5, 0.25, 2]}}
