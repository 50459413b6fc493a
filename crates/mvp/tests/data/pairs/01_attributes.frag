#version 330 core
in vec2 vUv;
in float vWeight;
in vec3 vNormal;
out vec4 color;
void main() {
    color = vec4(vUv * vWeight, vNormal.z - vNormal.x, 1.0);
}
