// expect: compile -- GLSL 1.50 section 4.3.8.1: gl_FragCoord may be redeclared with origin_upper_left (GLSL 1.50+)
#version 150 core
layout(origin_upper_left) in vec4 gl_FragCoord;
void main() {}
