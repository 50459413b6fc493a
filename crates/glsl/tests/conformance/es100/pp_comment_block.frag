// expect: compile -- GLSL ES 1.00 section 3.3: block comments
#version 100
precision mediump float;
/* a
 * block comment */
float g_a; // line comment
void main() {}
