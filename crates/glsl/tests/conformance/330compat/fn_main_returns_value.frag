// expect: fail -- GLSL 3.30 (compatibility) section 6.1: main returns void
#version 330 compatibility
float main() { return 1.0; }
