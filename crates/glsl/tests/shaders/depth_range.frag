#version 100
precision mediump float;
void main() {
    float z = gl_DepthRange.near + gl_FragCoord.z * gl_DepthRange.diff;
    gl_FragColor = vec4(z, gl_DepthRange.far, 0.0, 1.0);
}
// run: {"inputs": {"gl_FragCoord": [0, 0, 0.5, 1]}, "uniforms": {"gl_DepthRange": {"near": 0.25, "far": 0.75, "diff": 0.5}}, "expect": {"gl_FragColor": [0.5, 0.75, 0, 1]}}
