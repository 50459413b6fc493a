#version 120
// Non-square matrices, transpose, outerProduct, vector * matrix.
varying vec4 v0;
varying vec4 v1;
void main() {
    mat2x3 m = mat2x3(1.0, 2.0, 3.0, 4.0, 5.0, 6.0);
    vec3 r = m * vec2(1.0, 1.0);
    vec2 s = vec3(1.0, 0.0, 0.0) * m;
    mat3x2 t = transpose(m);
    mat3 o = outerProduct(vec3(1.0, 2.0, 3.0), vec3(1.0, 0.0, 1.0));
    v0 = vec4(r, s.x);
    v1 = vec4(s.y, t[2], o[2][2]);
    gl_Position = vec4(o[1], 1.0);
}
// run: {"expect": {"v0": [5, 7, 9, 1], "v1": [4, 3, 6, 3], "gl_Position": [0, 0, 0, 1]}}
