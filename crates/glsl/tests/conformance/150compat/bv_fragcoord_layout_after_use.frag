// expect: fail -- GLSL 1.50 (compatibility) section 4.3.8.1: gl_FragCoord's redeclaration must come before its use
#version 150 compatibility
vec4 f() { return gl_FragCoord; }
layout(origin_upper_left) in vec4 gl_FragCoord;
void main() {}
