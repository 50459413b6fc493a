#version 330 core
in vec4 v;
uniform vec2 weights[3];
uniform mat2 rot;
out vec4 frag;
void main() {
    vec2 acc = vec2(0.0);
    for (int i = 0; i < weights.length(); i++) acc += rot * weights[i] * v.xy;
    frag = vec4(acc, v.zw);
}
