// expect: compile -- GLSL 3.30 section 4.3.4: an unsized geometry input array takes its size from the input primitive
#version 330 core
layout(triangles) in;
in vec4 g_v[];
void main() {
    vec4 c = g_v[2];
}
