// expect: compile -- GLSL 1.10 section 3.3: #extension GL_ARB_explicit_attrib_location makes layout(location) available
#version 110
#extension GL_ARB_explicit_attrib_location : require
layout(location = 1) attribute vec4 g_p;
void main() {}
