// expect: compile -- GLSL 1.50 (compatibility) section 4.3.8.1: a geometry shader object need not define main
#version 150 compatibility
layout(points) in;
void emit_one() { EmitVertex(); }
