#version 330 core
struct Light {
    vec3 color;
    float intensity;
};
uniform Light lights[2];
out vec4 color;
void main() {
    vec3 sum = vec3(0.0);
    for (int i = 0; i < 2; i++)
        sum += lights[i].color * lights[i].intensity;
    color = vec4(sum, 1.0);
}
// run: {"uniforms": {"lights": [{"color": [1, 0, 0], "intensity": 0.5}, {"color": [0, 1, 1], "intensity": 2}]}, "expect": {"color": [0.5, 2, 2, 1]}}
