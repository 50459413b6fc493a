// expect: compile -- GLSL 1.30 section 3.3: #extension GL_ARB_explicit_attrib_location: layout(location) on fragment outputs
#version 130
#extension GL_ARB_explicit_attrib_location : require
layout(location = 0) out vec4 g_c;
void main() {
    g_c = vec4(1.0);
}
