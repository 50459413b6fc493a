#version 330 core
in vec3 aPos;
in float aIndex;
uniform vec4 offsets[4];
uniform float scales[3];
uniform int pick;
out vec4 vColor;
void main() {
    int i = int(aIndex * 2.0);
    vec4 o = offsets[pick] + offsets[1];
    gl_Position = vec4(aPos * scales[2], 1.0) + o;
    vColor = offsets[i] * scales[0];
}
