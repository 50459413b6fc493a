// expect: compile -- GLSL 3.30 (compatibility) section 4.3.8.1: gl_FragCoord may be redeclared with origin_upper_left (GLSL 1.50+)
#version 330 compatibility
layout(origin_upper_left) in vec4 gl_FragCoord;
void main() {}
