#version 330 core
in vec4 vColor;
uniform vec3 tint[2];
uniform int which;
out vec4 frag;
void main() {
    frag = vColor + vec4(tint[which], 0.0) + vec4(tint[1].zyx, 1.0);
}
