// expect: compile -- GLSL 3.30 (compatibility) section 7.1: gl_in[] has gl_FrontColor only in the compatibility profile
#version 330 compatibility
layout(triangles) in;
layout(triangle_strip, max_vertices = 3) out;
void main() {
    vec4 c = gl_in[0].gl_FrontColor;
}
