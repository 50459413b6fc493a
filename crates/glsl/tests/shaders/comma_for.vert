#version 110
varying float v;
void main() {
    int i;
    int j;
    int steps = 0;
    for (i = 0, j = 10; i < j; i++, j--)
        steps++;
    v = float(steps * 100 + i);
    gl_Position = vec4(0.0);
}
// run: {"expect": {"v": 505}}
