// expect: compile -- GLSL ES 1.00 section 6.4: discard may be in any fragment shader function
#version 100
precision mediump float;
void kill() { discard; }
void main() {}
