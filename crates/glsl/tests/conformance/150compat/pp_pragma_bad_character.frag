// expect: compile -- GLSL 1.50 (compatibility) section 3.3: an unrecognized pragma is ignored
#version 150 compatibility
#pragma ¤¤
void main() {}
