#version 330 core
layout(location = 0) in vec4 aPos;
layout(location = 1) in vec2 aUv;
layout(location = 2) in float aWeight;
layout(location = 3) in vec3 aNormal;
out vec2 vUv;
out float vWeight;
out vec3 vNormal;
void main() {
    gl_Position = aPos * aWeight;
    vUv = aUv.yx;
    vWeight = aWeight + 1.0;
    vNormal = -aNormal;
}
