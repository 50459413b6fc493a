// expect: fail -- GLSL 3.30 (compatibility) section 4.3.8.1: a redeclaration of gl_FragCoord keeps the type vec4
#version 330 compatibility
layout(origin_upper_left) in vec3 gl_FragCoord;
void main() {}
