// expect: compile -- GLSL 3.30 (compatibility) section 4.3.6: geometry outputs are not arrays
#version 330 compatibility
layout(points) in;
layout(points, max_vertices = 1) out;
out vec4 g_c;
void main() {
    g_c = vec4(1.0);
    EmitVertex();
}
