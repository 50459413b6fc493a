// expect: compile -- GLSL 1.40 section 4.3.5.1: `packed` is reserved as a name but is a uniform block layout identifier (GLSL 1.40+)
#version 140
layout(packed) uniform Light { vec4 color; };
void main() {}
