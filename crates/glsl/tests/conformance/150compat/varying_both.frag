// expect: compile -- GLSL 1.50 (compatibility) section 4.3.6: varying declares vertex outputs and fragment inputs
#version 150 compatibility
varying vec3 g_v;
void main() {}
