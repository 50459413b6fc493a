// expect: fail -- GLSL 1.50 section 4.3.8.1: a redeclaration of gl_FragCoord keeps the type vec4
#version 150 core
layout(origin_upper_left) in vec3 gl_FragCoord;
void main() {}
