// expect: fail -- GLSL 1.50 section 6.1: main returns void
#version 150 core
float main() { return 1.0; }
