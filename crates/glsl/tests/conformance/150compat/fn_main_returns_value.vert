// expect: fail -- GLSL 1.50 (compatibility) section 6.1: main returns void
#version 150 compatibility
float main() { return 1.0; }
