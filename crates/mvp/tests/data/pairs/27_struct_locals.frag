#version 330 core
in vec4 v;
out vec4 frag;
void main() {
    float a[4] = float[4](v.x, v.y, v.z, v.w);
    float b[4] = a;
    b[2] = 0.0;
    frag = vec4(a[0], b[2], a == b ? 1.0 : 0.0, float(a.length()));
}
