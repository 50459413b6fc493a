// expect: compile -- GLSL 1.50 (compatibility) section 4.3.9: geometry inputs take interpolation qualifiers
#version 150 compatibility
layout(points) in;
flat in int g_id[];
noperspective in float g_t[];
void main() {}
