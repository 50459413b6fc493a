#version 330 core
in vec3 aPos;
in mat4 aInstance;
in vec2 aExtra;
out vec3 vPos;
out mat2 vM;
void main() {
    vec4 p = aInstance * vec4(aPos, 1.0);
    vPos = p.xyz;
    vM = mat2(aExtra, aExtra.yx) * mat2(aInstance);
    gl_Position = p;
}
