// expect: fail -- GLSL 1.50 section 7.1: gl_in[].gl_ClipDistance takes only constant indices
#version 150 core
layout(points) in;
layout(points, max_vertices = 1) out;
uniform int g_i;
void main() {
    gl_Position = vec4(gl_in[0].gl_ClipDistance[g_i]);
}
