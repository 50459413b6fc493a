// expect: compile -- GLSL 1.50 (compatibility) section 6.4: discard may be in any fragment shader function
#version 150 compatibility
void kill() { discard; }
void main() {}
