#version 330 core
in vec4 v;
out vec4 frag;
void main() {
    vec4 r = v.x > 0.0 ? v : -v;
    frag = r.y > r.z ? r.wzyx : r;
}
