#version 330 core
in vec4 vOut;
const mat2 ROT = mat2(0.0, 1.0, -1.0, 0.0);
out vec4 frag;
void main() { frag = vec4(ROT * vOut.xy, ROT[1] * vOut.w); }
