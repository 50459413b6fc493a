#version 330 core
struct Fog { vec3 color; float density; };
in vec3 vLit;
uniform Fog fog;
out vec4 frag;
void main() {
    Fog f = fog;
    float k = clamp(f.density, 0.0, 1.0);
    frag = vec4(mix(vLit, f.color, k), 1.0);
}
