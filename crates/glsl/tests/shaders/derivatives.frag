#version 110
varying vec3 v;
void main() {
    gl_FragColor = vec4(dFdx(v.x), dFdy(v.y), fwidth(v.z), 1.0);
}
// run: {"inputs": {"v": [1, 2, 3]}, "expect": {"gl_FragColor": [0, 0, 0, 1]}}
