// expect: compile -- GLSL 3.30 section 4.3.8.1: a geometry shader object need not define main
#version 330 core
layout(points) in;
void emit_one() { EmitVertex(); }
