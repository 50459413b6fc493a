#version 330 core
in vec4 vTint;
uniform sampler2D layers[3];
uniform int pick;
out vec4 frag;
void main() {
    frag = vTint + texture(layers[1], vTint.xy) + texture(layers[2], vTint.zw) * float(pick);
}
