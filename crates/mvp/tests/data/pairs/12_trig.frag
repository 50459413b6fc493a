#version 330 core
in vec4 v1;
in vec4 v2;
in vec4 v3;
out vec4 frag;
void main() {
    frag = sin(v1) + cos(v2) + atan(v3, v1 + 2.0) + tan(v3 * 0.1);
}
