// expect: compile -- GLSL 3.30 (compatibility) section 4.3.5: uniforms may be structures
#version 330 compatibility
struct L { vec3 dir; float k; };
uniform L g_light;
void main() {}
