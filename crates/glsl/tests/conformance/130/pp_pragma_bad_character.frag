// expect: compile -- GLSL 1.30 section 3.3: an unrecognized pragma is ignored
#version 130
#pragma ¤¤
void main() {}
