// expect: compile -- GLSL 3.30 section 7.1: gl_ClipDistance[] is a geometry output
#version 330 core
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
void main() {
    gl_ClipDistance[0] = gl_in[0].gl_ClipDistance[0];
    EmitVertex();
}
