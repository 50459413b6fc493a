#version 100
precision mediump float;
varying float v_alpha;
void main() {
    if (v_alpha < 0.5)
        discard;
    gl_FragColor = vec4(v_alpha);
}
// run: {"inputs": {"v_alpha": 0.25}, "discard": true}
// run: {"inputs": {"v_alpha": 0.75}, "expect": {"gl_FragColor": [0.75, 0.75, 0.75, 0.75]}}
