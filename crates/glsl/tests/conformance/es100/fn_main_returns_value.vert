// expect: fail -- GLSL ES 1.00 section 6.1: main returns void
#version 100
precision mediump float;
float main() { return 1.0; }
