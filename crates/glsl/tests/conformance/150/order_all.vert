// expect: compile -- GLSL 1.50 section 4.7: qualifiers in order: invariant, interpolation, storage, precision
#version 150 core
invariant flat centroid out highp int g_x;
void main() {}
