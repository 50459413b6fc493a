// expect: fail -- GLSL 3.30 section 4.3.8.1: origin_upper_left applies only to gl_FragCoord
#version 330 core
layout(origin_upper_left) in vec4 g_v;
void main() {}
