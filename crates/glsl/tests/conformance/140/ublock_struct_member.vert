// expect: compile -- GLSL 1.40 section 4.3.5.1: block members may be structures
#version 140
struct L { vec4 c; };
uniform Light { L l; float k[2]; };
void main() {}
