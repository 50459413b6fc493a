// expect: compile -- GLSL 1.50 section 4.3.8.1: geometry layout identifiers are not case-sensitive
#version 150 core
layout(TriAngleS) in;
layout(Points, MAX_vertices = 1) out;
void main() {}
