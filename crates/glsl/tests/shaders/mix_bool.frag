#version 130
out vec4 color;
void main() {
    vec4 a = vec4(1.0, 2.0, 3.0, 4.0);
    vec4 b = vec4(5.0, 6.0, 7.0, 8.0);
    color = mix(a, b, bvec4(true, false, true, false));
}
// run: {"expect": {"color": [5, 2, 7, 4]}}
