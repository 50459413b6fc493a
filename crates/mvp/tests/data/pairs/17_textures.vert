#version 330 core
in vec4 aPos;
in vec2 aUv;
uniform sampler2D heightMap;
out vec2 vUv;
out vec4 vH;
void main() {
    vH = textureLod(heightMap, aUv, 1.5);
    vUv = aUv;
    gl_Position = aPos + vec4(0.0, vH.x, 0.0, 0.0);
}
