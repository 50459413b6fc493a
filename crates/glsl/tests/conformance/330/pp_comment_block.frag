// expect: compile -- GLSL 3.30 section 3.4: block comments
#version 330 core
/* a
 * block comment */
float g_a; // line comment
void main() {}
