// expect: compile -- GLSL 1.50 section 7.1: gl_in[] has gl_Position, gl_PointSize and gl_ClipDistance[]
#version 150 core
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    vec4 p = gl_in[0].gl_Position;
    float ps = gl_in[0].gl_PointSize;
    float cd = gl_in[0].gl_ClipDistance[0];
}
