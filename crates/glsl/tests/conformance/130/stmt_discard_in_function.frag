// expect: compile -- GLSL 1.30 section 6.4: discard may be in any fragment shader function
#version 130
void kill() { discard; }
void main() {}
