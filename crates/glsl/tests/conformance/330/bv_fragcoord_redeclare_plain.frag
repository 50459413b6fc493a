// expect: compile -- GLSL 3.30 section 4.3.8.1: gl_FragCoord may be redeclared unchanged (GLSL 1.50+)
#version 330 core
in vec4 gl_FragCoord;
void main() {}
