// expect: fail -- GLSL 3.30 section 7.1: gl_in[].gl_ClipDistance is unsized: no .length()
#version 330 core
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    gl_Position = vec4(gl_in[0].gl_ClipDistance.length());
}
