// expect: fail -- GLSL 3.30 section 4.3.7: two output blocks of one name
#version 330 core
out VertexData { vec4 color; } a;
out VertexData { vec4 uv; } b;
void main() {}
