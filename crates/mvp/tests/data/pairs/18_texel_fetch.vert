#version 330 core
in vec4 aPos;
out vec2 vUv;
void main() { vUv = aPos.xy * 8.0; gl_Position = aPos; }
