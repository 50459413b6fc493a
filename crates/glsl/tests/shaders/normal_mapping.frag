#version 330 core
// Tangent-space normal mapping with a TBN matrix.
in vec3 vTangent;
in vec3 vBitangent;
in vec3 vNormal;
uniform sampler2D normalMap;
uniform vec3 lightDir;
out vec4 color;
void main() {
    mat3 tbn = mat3(normalize(vTangent), normalize(vBitangent), normalize(vNormal));
    vec3 n = texture(normalMap, vec2(0.5, 0.5)).xyz * 2.0 - 1.0;
    vec3 worldN = normalize(tbn * n);
    color = vec4(vec3(max(dot(worldN, lightDir), 0.0)), 1.0);
}
// run: {"inputs": {"vTangent": [1, 0, 0], "vBitangent": [0, 1, 0], "vNormal": [0, 0, 1]}, "uniforms": {"normalMap": 0, "lightDir": [1, 0, 0]}, "expect": {"color": [0, 0, 0, 1]}}
