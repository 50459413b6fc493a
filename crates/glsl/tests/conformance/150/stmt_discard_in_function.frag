// expect: compile -- GLSL 1.50 section 6.4: discard may be in any fragment shader function
#version 150 core
void kill() { discard; }
void main() {}
