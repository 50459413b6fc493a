// expect: compile -- GLSL 1.10 section 3.3: an unrecognized pragma is ignored
#version 110
#pragma ¤¤
void main() {}
