#version 100
precision mediump float;
uniform vec4 u_fogColor;
uniform float u_fogDensity;
varying vec4 v_color;
varying float v_dist;
void main() {
    float f = clamp(exp(-u_fogDensity * v_dist), 0.0, 1.0);
    gl_FragColor = mix(u_fogColor, v_color, f);
}
// run: {"inputs": {"v_color": [1, 1, 1, 1], "v_dist": 0}, "uniforms": {"u_fogColor": [0, 0, 0, 1], "u_fogDensity": 0.5}, "expect": {"gl_FragColor": [1, 1, 1, 1]}}
// run: {"inputs": {"v_color": [1, 0, 0, 1], "v_dist": 1}, "uniforms": {"u_fogColor": [0, 0, 1, 1], "u_fogDensity": 0.6931472}, "expect": {"gl_FragColor": [0.5, 0, 0.5, 1]}}
