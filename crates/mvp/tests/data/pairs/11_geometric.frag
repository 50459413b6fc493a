#version 330 core
in vec3 v1;
in vec3 v2;
in vec4 v3;
out vec4 frag;
void main() {
    frag = vec4(normalize(v1 + 0.5), length(v2)) + v3 + vec4(dot(v1.xy, v2.yz), distance(v1.x, v2.x), 0.0, 0.0);
}
