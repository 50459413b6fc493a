// expect: compile -- GLSL 1.50 section 4.3.7: block members may be structures
#version 150 core
struct L { vec4 c; };
uniform Light { L l; float k[2]; };
void main() {}
