// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: a uniform block array needs a size
#version 150 compatibility
uniform Light { vec4 color; } lights[];
void main() {}
