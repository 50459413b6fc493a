#version 330 core
in float t;
out vec4 color;
vec4 classify(float x) {
    if (x < 0.0) return vec4(1.0, 0.0, 0.0, 1.0);
    if (x < 1.0) return vec4(0.0, 1.0, 0.0, 1.0);
    return vec4(0.0, 0.0, 1.0, 1.0);
}
void main() {
    color = vec4(0.5);
    if (t > 10.0) return;
    color = classify(t);
}
// run: {"inputs": {"t": -1}, "expect": {"color": [1, 0, 0, 1]}}
// run: {"inputs": {"t": 0.5}, "expect": {"color": [0, 1, 0, 1]}}
// run: {"inputs": {"t": 2}, "expect": {"color": [0, 0, 1, 1]}}
// run: {"inputs": {"t": 20}, "expect": {"color": [0.5, 0.5, 0.5, 0.5]}}
