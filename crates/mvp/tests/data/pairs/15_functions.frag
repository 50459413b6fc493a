#version 330 core
in vec4 vOut;
out vec4 frag;
vec4 shade(vec4 c, int depth) {
    vec4 r = c;
    for (int i = 0; i < depth; i++) r = r * 0.5 + 0.25;
    return r;
}
void main() { frag = shade(vOut, 3); }
