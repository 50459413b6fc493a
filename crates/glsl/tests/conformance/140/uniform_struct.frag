// expect: compile -- GLSL 1.40 section 4.3.5: uniforms may be structures
#version 140
struct L { vec3 dir; float k; };
uniform L g_light;
void main() {}
