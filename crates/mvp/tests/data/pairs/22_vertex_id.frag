#version 330 core
flat in int vId;
in float vInst;
out vec4 frag;
void main() { frag = vec4(float(vId), vInst, 0.0, 1.0); }
