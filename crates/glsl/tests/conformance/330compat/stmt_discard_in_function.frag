// expect: compile -- GLSL 3.30 (compatibility) section 6.4: discard may be in any fragment shader function
#version 330 compatibility
void kill() { discard; }
void main() {}
