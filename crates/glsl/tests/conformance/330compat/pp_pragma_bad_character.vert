// expect: compile -- GLSL 3.30 (compatibility) section 3.3: an unrecognized pragma is ignored
#version 330 compatibility
#pragma ¤¤
void main() {}
