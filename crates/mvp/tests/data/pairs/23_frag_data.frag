#version 120
varying vec3 n;
void main() {
    gl_FragData[0] = vec4(n, 1.0);
    gl_FragData[1] = vec4(n.zyx, 0.5);
}
