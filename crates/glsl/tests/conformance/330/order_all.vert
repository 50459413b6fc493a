// expect: compile -- GLSL 3.30 section 4.7: qualifiers in order: invariant, interpolation, storage, precision
#version 330 core
invariant flat centroid out highp int g_x;
void main() {}
