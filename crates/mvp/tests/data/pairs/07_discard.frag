#version 330 core
in vec2 vUv;
uniform float threshold;
out vec4 frag;
void check(float v) {
    if (v < threshold) discard;
}
void main() {
    check(vUv.y);
    if (vUv.x > 1.0) discard;
    frag = vec4(vUv, threshold, 1.0);
}
