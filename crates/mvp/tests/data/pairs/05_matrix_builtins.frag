#version 330 core
in vec4 vDet;
in mat2 vInv2;
in vec3 vT;
uniform mat4 m4f;
out vec4 frag;
void main() {
    mat4 i = inverse(m4f);
    frag = vDet + vec4(vInv2[0], vInv2[1]) + i[3] + vec4(vT, 0.0) + vec4(transpose(mat3x2(vT, vT.yz, vT.xy))[0], 1.0);
}
