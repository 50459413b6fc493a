#version 100
// GLSL ES 1.00 vertex shader: attributes, uniform matrix, varyings.
attribute vec4 a_position;
attribute vec2 a_uv;
uniform mat4 u_mvp;
varying vec2 v_uv;
void main() {
    gl_Position = u_mvp * a_position;
    v_uv = a_uv;
}
// run: {"inputs": {"a_position": [1, 2, 3, 1], "a_uv": [0.5, 0.25]}, "uniforms": {"u_mvp": [2,0,0,0, 0,2,0,0, 0,0,2,0, 0,0,0,1]}, "expect": {"gl_Position": [2, 4, 6, 1], "v_uv": [0.5, 0.25]}}
