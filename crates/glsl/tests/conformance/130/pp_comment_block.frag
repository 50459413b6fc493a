// expect: compile -- GLSL 1.30 section 3.4: block comments
#version 130
/* a
 * block comment */
float g_a; // line comment
void main() {}
