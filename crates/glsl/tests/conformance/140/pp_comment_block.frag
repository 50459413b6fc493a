// expect: compile -- GLSL 1.40 section 3.4: block comments
#version 140
/* a
 * block comment */
float g_a; // line comment
void main() {}
