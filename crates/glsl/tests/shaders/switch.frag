#version 130
flat in int mode;
out vec4 color;
void main() {
    color = vec4(0.0);
    switch (mode) {
    case 0:
        color.r = 1.0;
        break;
    case 1:
    case 2:
        color.g = 1.0;
    case 3:
        color.b = 1.0;
        break;
    default:
        color.a = 1.0;
    }
}
// run: {"inputs": {"mode": 0}, "expect": {"color": [1, 0, 0, 0]}}
// run: {"inputs": {"mode": 2}, "expect": {"color": [0, 1, 1, 0]}}
// run: {"inputs": {"mode": 3}, "expect": {"color": [0, 0, 1, 0]}}
// run: {"inputs": {"mode": 9}, "expect": {"color": [0, 0, 0, 1]}}
