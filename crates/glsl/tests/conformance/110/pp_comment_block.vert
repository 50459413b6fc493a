// expect: compile -- GLSL 1.10 section 3.4: block comments
#version 110
/* a
 * block comment */
float g_a; // line comment
void main() {}
