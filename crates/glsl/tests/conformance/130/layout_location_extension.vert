// expect: compile -- GLSL 1.30 section 3.3: #extension GL_ARB_explicit_attrib_location makes layout(location) available
#version 130
#extension GL_ARB_explicit_attrib_location : require
layout(location = 1) in vec4 g_p;
void main() {}
