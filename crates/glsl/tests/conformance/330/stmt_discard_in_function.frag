// expect: compile -- GLSL 3.30 section 6.4: discard may be in any fragment shader function
#version 330 core
void kill() { discard; }
void main() {}
