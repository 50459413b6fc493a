// expect: compile -- GLSL 1.10 section 6.4: discard may be in any fragment shader function
#version 110
void kill() { discard; }
void main() {}
