#version 120

varying vec2 uv;
void main() { uv = gl_Vertex.xy; gl_Position = ftransform() + vec4(noise1(gl_Vertex.x)); }
