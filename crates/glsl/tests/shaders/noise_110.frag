#version 110
varying vec2 p;
void main() {
    gl_FragColor = vec4(noise1(p), noise2(p).x, noise3(p).y, noise4(p).z);
}
// run: {"inputs": {"p": [0.3, 0.7]}, "expect": {"gl_FragColor": [0, 0, 0, 0]}}
