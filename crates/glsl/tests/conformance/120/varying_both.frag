// expect: compile -- GLSL 1.20 section 4.3.6: varying declares vertex outputs and fragment inputs
#version 120
varying vec3 g_v;
void main() {}
