#version 130
out vec4 out0;
out vec4 out1;
out vec4 out2;
out vec4 out3;
void main() {
    vec4 a = vec4(vec2(1.0, 2.0), 3.0, 4);
    mat2 m = mat2(vec4(1.0, 2.0, 3.0, 4.0));
    mat3 m3 = mat3(mat2(5.0));
    mat2 m2 = mat2(mat3(1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0));
    ivec2 iv = ivec2(vec2(2.7, -2.7));
    bvec2 bv = bvec2(0.0, 3.0);
    float f = float(true);
    vec3 sp = vec3(2.0);
    out0 = a;
    out1 = vec4(m[1], m2[1]);
    out2 = vec4(m3[0][0], m3[2][2], float(iv.x), float(iv.y));
    out3 = vec4(bv.y ? 1.0 : 0.0, f, sp.z, float(bv.x));
}
// run: {"expect": {"out0": [1, 2, 3, 4], "out1": [3, 4, 4, 5], "out2": [5, 1, 2, -2], "out3": [1, 1, 2, 0]}}
