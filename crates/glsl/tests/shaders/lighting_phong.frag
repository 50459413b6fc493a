#version 330 core
in vec3 vNormal;
in vec3 vPos;
uniform vec3 lightPos;
uniform vec3 viewPos;
uniform vec3 lightColor;
uniform vec3 objectColor;
out vec4 fragColor;
void main() {
    float ambient = 0.1;
    vec3 n = normalize(vNormal);
    vec3 l = normalize(lightPos - vPos);
    float diff = max(dot(n, l), 0.0);
    vec3 v = normalize(viewPos - vPos);
    vec3 h = normalize(l + v);
    float spec = 0.5 * pow(max(dot(n, h), 0.0), 32.0);
    fragColor = vec4((ambient + diff + spec) * lightColor * objectColor, 1.0);
}
// run: {"inputs": {"vNormal": [0, 0, 1], "vPos": [0, 0, 0]}, "uniforms": {"lightPos": [0, 0, 1], "viewPos": [0, 0, 1], "lightColor": [1, 1, 1], "objectColor": [1, 0.5, 0.25]}, "expect": {"fragColor": [1.6, 0.8, 0.4, 1]}}
// run: {"inputs": {"vNormal": [0, 0, 1], "vPos": [0, 0, 0]}, "uniforms": {"lightPos": [0, 1, 0], "viewPos": [0, 0, 1], "lightColor": [1, 1, 1], "objectColor": [1, 1, 1]}, "expect": {"fragColor": [0.10000763, 0.10000763, 0.10000763, 1]}}
