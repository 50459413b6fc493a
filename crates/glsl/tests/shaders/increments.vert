#version 120
varying vec4 v;
void main() {
    int i = 5;
    int a = i++;
    int b = ++i;
    int c = i--;
    float f = 1.5;
    f++;
    vec2 w = vec2(1.0, 2.0);
    --w;
    v = vec4(float(a), float(b), float(c), float(i)) + vec4(0.0, 0.0, 0.0, f + w.x + w.y);
    gl_Position = vec4(0.0);
}
// run: {"expect": {"v": [5, 7, 7, 9.5]}}
