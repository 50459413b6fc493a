// expect: compile -- GLSL 1.50 section 4.3.6: geometry outputs may be arrays
#version 150 core
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
out float g_w[2];
void main() {
    g_w[1] = 1.0;
    EmitVertex();
}
