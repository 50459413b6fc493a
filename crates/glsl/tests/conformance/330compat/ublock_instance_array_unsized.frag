// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: a uniform block array needs a size
#version 330 compatibility
uniform Light { vec4 color; } lights[];
void main() {}
