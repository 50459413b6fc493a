// expect: fail -- GLSL 1.10 section 6.1: main returns void
#version 110
float main() { return 1.0; }
