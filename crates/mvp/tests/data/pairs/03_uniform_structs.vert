#version 330 core
struct Light { vec3 position; vec3 color; float intensity; };
struct Material { vec4 albedo; float shininess; Light rim; };
in vec3 aPos;
in vec3 aNormal;
uniform Light lights[2];
uniform Material material;
uniform mat4 mvp;
out vec3 vLit;
void main() {
    vec3 acc = vec3(0.0);
    for (int i = 0; i < 2; i++) {
        vec3 l = normalize(lights[i].position - aPos);
        acc += lights[i].color * lights[i].intensity * max(dot(aNormal, l), 0.0);
    }
    acc += material.rim.color * material.shininess;
    vLit = acc * material.albedo.rgb;
    gl_Position = mvp * vec4(aPos, 1.0);
}
