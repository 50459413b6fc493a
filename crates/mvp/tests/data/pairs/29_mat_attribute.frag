#version 330 core
in vec3 vPos;
in mat2 vM;
out vec4 frag;
void main() { frag = vec4(vM * vPos.xy, vPos.z, 1.0); }
