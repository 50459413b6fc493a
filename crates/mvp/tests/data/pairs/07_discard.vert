#version 330 core
in vec4 aPos;
in vec2 aUv;
out vec2 vUv;
void main() { gl_Position = aPos; vUv = aUv; }
