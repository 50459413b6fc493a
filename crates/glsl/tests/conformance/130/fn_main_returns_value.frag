// expect: fail -- GLSL 1.30 section 6.1: main returns void
#version 130
float main() { return 1.0; }
