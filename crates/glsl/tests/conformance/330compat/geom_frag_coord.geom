// expect: fail -- GLSL 3.30 (compatibility) section 7.1: gl_FragCoord is not a geometry shader input
#version 330 compatibility
layout(points) in;
layout(points, max_vertices = 1) out;
void main() {
    vec4 p = gl_FragCoord;
}
