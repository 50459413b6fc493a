// expect: compile -- GLSL 1.50 (compatibility) section 4.3.7: vertex output blocks exist from GLSL 1.50
#version 150 compatibility
out VertexData { vec4 color; vec2 uv; } vd;
void main() {}
