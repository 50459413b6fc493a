// expect: fail -- GLSL 1.50 (compatibility) section 4.3.8.1: origin_upper_left applies only to gl_FragCoord
#version 150 compatibility
layout(origin_upper_left) in vec4 g_v;
void main() {}
