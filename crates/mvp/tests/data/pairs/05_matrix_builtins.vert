#version 330 core
in vec4 aPos;
uniform mat4 m4;
uniform mat3 m3;
uniform mat2 m2;
out vec4 vDet;
out mat2 vInv2;
out vec3 vT;
void main() {
    gl_Position = transpose(m4) * aPos;
    vDet = vec4(determinant(m4), determinant(m3), determinant(m2), 0.0);
    vInv2 = inverse(m2);
    mat3 i3 = inverse(m3);
    vT = i3[0] + matrixCompMult(m3, i3)[2] + (outerProduct(aPos.xyz, aPos.zyx))[1];
}
