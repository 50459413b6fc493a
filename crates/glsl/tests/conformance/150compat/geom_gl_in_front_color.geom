// expect: compile -- GLSL 1.50 (compatibility) section 7.1: gl_in[] has gl_FrontColor only in the compatibility profile
#version 150 compatibility
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
void main() {
    vec4 c = gl_in[0].gl_FrontColor;
}
