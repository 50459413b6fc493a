// expect: compile -- GLSL 1.50 section 4.3.7: geometry output blocks
#version 150 core
layout(points) in;
layout(points, max_vertices = 1) out;
out FragData { vec4 color; } fd;
void main() {
    fd.color = vec4(1.0);
    EmitVertex();
}
