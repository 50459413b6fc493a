// expect: compile -- GLSL 1.10 section 4.3.6: varying declares vertex outputs and fragment inputs
#version 110
varying vec3 g_v;
void main() {}
