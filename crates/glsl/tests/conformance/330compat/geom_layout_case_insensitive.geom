// expect: compile -- GLSL 3.30 (compatibility) section 4.3.8.1: geometry layout identifiers are not case-sensitive
#version 330 compatibility
layout(TriAngleS) in;
layout(Points, MAX_vertices = 1) out;
void main() {}
