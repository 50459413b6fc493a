// expect: compile -- GLSL 3.30 (compatibility) section 4.3.8.1: gl_FragCoord may be redeclared again with the same qualifiers, also after a use
#version 330 compatibility
layout(origin_upper_left) in vec4 gl_FragCoord;
vec4 f() { return gl_FragCoord; }
layout(origin_upper_left) in vec4 gl_FragCoord;
void main() {}
