// expect: compile -- GLSL 1.50 section 4.3.8.1: a geometry shader object need not define main
#version 150 core
layout(points) in;
void emit_one() { EmitVertex(); }
