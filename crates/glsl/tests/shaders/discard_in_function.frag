#version 100
precision mediump float;
varying vec2 v_uv;
void clipOutside(vec2 uv) {
    if (uv.x < 0.0 || uv.x > 1.0 || uv.y < 0.0 || uv.y > 1.0)
        discard;
}
void main() {
    clipOutside(v_uv);
    gl_FragColor = vec4(v_uv, 0.0, 1.0);
}
// run: {"inputs": {"v_uv": [1.5, 0.5]}, "discard": true}
// run: {"inputs": {"v_uv": [0.5, 0.25]}, "expect": {"gl_FragColor": [0.5, 0.25, 0, 1]}}
