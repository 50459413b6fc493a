// expect: fail -- GLSL ES 1.00 section 4.3.7: vertex output blocks exist from GLSL 1.50
#version 100
precision mediump float;
out VertexData { vec4 color; vec2 uv; } vd;
void main() {}
