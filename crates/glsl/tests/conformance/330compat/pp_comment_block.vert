// expect: compile -- GLSL 3.30 (compatibility) section 3.4: block comments
#version 330 compatibility
/* a
 * block comment */
float g_a; // line comment
void main() {}
