// expect: compile -- GLSL 3.30 section 3.3: an unrecognized pragma is ignored
#version 330 core
#pragma ¤¤
void main() {}
