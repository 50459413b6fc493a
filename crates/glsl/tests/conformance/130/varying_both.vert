// expect: compile -- GLSL 1.30 section 4.3.6: varying declares vertex outputs and fragment inputs
#version 130
varying vec3 g_v;
void main() {}
