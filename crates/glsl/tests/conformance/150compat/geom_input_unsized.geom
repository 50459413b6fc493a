// expect: compile -- GLSL 1.50 (compatibility) section 4.3.4: an unsized geometry input array takes its size from the input primitive
#version 150 compatibility
layout(triangles) in;
in vec4 g_v[];
void main() {
    vec4 c = g_v[2];
}
