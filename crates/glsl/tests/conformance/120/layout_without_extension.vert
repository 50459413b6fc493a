// expect: fail -- GLSL 1.20 section 3.6: `layout` before 1.40 without an extension is an identifier, so a qualifier is an error
#version 120
layout(location = 1) attribute vec4 g_p;
void main() {}
