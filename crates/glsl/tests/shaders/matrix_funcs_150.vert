#version 150
out vec4 v0;
out vec4 v1;
void main() {
    mat2 a = mat2(1.0, 2.0, 3.0, 4.0);
    mat2 b = mat2(2.0);
    mat2 cm = matrixCompMult(a, b);
    mat2 inv = inverse(a);
    float det = determinant(a);
    mat3 m3 = mat3(2.0, 0.0, 0.0, 0.0, 3.0, 0.0, 1.0, 0.0, 4.0);
    v0 = vec4(cm[0][0], cm[1][0], cm[1][1], det);
    v1 = vec4(inv[0][0], inv[1][0], inv[0][1], determinant(m3) + transpose(m3)[0][2]);
    gl_Position = vec4(0.0);
}
// run: {"expect": {"v0": [2, 0, 8, -2], "v1": [-2, 1.5, 1, 25]}}
