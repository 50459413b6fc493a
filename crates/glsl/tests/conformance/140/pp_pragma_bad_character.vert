// expect: compile -- GLSL 1.40 section 3.3: an unrecognized pragma is ignored
#version 140
#pragma ¤¤
void main() {}
