// expect: compile -- GLSL 1.20 section 3.3: an unrecognized pragma is ignored
#version 120
#pragma ¤¤
void main() {}
