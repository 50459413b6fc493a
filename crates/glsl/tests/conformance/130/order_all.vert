// expect: compile -- GLSL 1.30 section 4.7: qualifiers in order: invariant, interpolation, storage, precision
#version 130
invariant flat centroid out highp int g_x;
void main() {}
