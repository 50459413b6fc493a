#version 100
precision mediump float;
uniform vec4 u_c;
void main() {
    gl_FragData[0] = u_c.bgra;
}
// run: {"uniforms": {"u_c": [0.1, 0.2, 0.3, 0.4]}, "expect": {"gl_FragData": [[0.3, 0.2, 0.1, 0.4]]}}
