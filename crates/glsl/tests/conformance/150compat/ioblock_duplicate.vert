// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: two output blocks of one name
#version 150 compatibility
out VertexData { vec4 color; } a;
out VertexData { vec4 uv; } b;
void main() {}
