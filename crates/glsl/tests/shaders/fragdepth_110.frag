#version 110
void main() {
    gl_FragDepth = gl_FragCoord.z * 0.5;
    gl_FragColor = vec4(1.0);
}
// run: {"inputs": {"gl_FragCoord": [1, 2, 0.8, 1]}, "expect": {"gl_FragDepth": 0.4, "gl_FragColor": [1, 1, 1, 1]}}
