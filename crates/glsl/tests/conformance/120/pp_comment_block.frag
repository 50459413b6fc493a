// expect: compile -- GLSL 1.20 section 3.4: block comments
#version 120
/* a
 * block comment */
float g_a; // line comment
void main() {}
