// expect: compile -- GLSL 3.30 (compatibility) section 4.3.6: varying declares vertex outputs and fragment inputs
#version 330 compatibility
varying vec3 g_v;
void main() {}
