// expect: fail -- GLSL 1.50 (compatibility) section 7.1: gl_in[].gl_ClipDistance is unsized: no .length()
#version 150 compatibility
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    gl_Position = vec4(gl_in[0].gl_ClipDistance.length());
}
