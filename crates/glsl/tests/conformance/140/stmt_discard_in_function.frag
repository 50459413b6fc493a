// expect: compile -- GLSL 1.40 section 6.4: discard may be in any fragment shader function
#version 140
void kill() { discard; }
void main() {}
