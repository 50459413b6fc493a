// expect: fail -- GLSL 3.30 section 6.1: main returns void
#version 330 core
float main() { return 1.0; }
