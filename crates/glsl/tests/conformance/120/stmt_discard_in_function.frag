// expect: compile -- GLSL 1.20 section 6.4: discard may be in any fragment shader function
#version 120
void kill() { discard; }
void main() {}
