#version 330 core
flat in int vMode;
in vec4 vColor;
out vec4 frag;
void main() {
    switch (vMode % 4) {
    case 0: frag = vColor; break;
    case 1: frag = vColor.bgra; break;
    default: frag = vec4(float(vMode));
    }
}
