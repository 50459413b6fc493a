// expect: fail -- GLSL 1.50 (compatibility) section 7.1: gl_FragCoord is not a geometry shader input
#version 150 compatibility
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    vec4 p = gl_FragCoord;
}
