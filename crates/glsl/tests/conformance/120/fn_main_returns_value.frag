// expect: fail -- GLSL 1.20 section 6.1: main returns void
#version 120
float main() { return 1.0; }
