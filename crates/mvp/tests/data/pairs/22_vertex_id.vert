#version 330 core
in vec4 aPos;
flat out int vId;
out float vInst;
void main() {
    vId = gl_VertexID * 2 + 1;
    vInst = float(gl_InstanceID);
    gl_Position = aPos + vec4(float(gl_VertexID));
}
