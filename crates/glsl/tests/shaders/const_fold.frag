#version 330 core
const float k = 2.0 * 3.0;
const int n = int(k) - 2;
const vec3 c = vec3(1.0, 2.0, 3.0);
const float s = c.y + c[2];
out vec4 color;
void main() {
    float arr[n];
    for (int i = 0; i < n; i++) arr[i] = float(i);
    color = vec4(k, float(n), s, float(arr.length()) + arr[3]);
}
// run: {"expect": {"color": [6, 4, 5, 7]}}
