// expect: fail -- GLSL 1.10 section 4.3.7: vertex output blocks exist from GLSL 1.50
#version 110
out VertexData { vec4 color; vec2 uv; } vd;
void main() {}
