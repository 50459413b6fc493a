// expect: compile -- GLSL 1.50 section 3.4: block comments
#version 150 core
/* a
 * block comment */
float g_a; // line comment
void main() {}
