// expect: compile -- GLSL 1.50 (compatibility) section 3.4: block comments
#version 150 compatibility
/* a
 * block comment */
float g_a; // line comment
void main() {}
