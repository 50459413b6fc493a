// expect: compile -- GLSL 1.50 (compatibility) section 4.3.6: geometry outputs are not arrays
#version 150 compatibility
layout(points) in;
layout(points, max_vertices = 1) out;
out vec4 g_c;
void main() {
    g_c = vec4(1.0);
    EmitVertex();
}
