// expect: fail -- GLSL 1.40 section 6.1: main returns void
#version 140
float main() { return 1.0; }
