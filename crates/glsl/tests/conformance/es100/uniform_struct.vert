// expect: compile -- GLSL ES 1.00 section 4.3.4: uniforms may be structures
#version 100
precision mediump float;
struct L { vec3 dir; float k; };
uniform L g_light;
void main() {}
