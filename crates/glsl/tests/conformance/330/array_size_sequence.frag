// expect: compile -- GLSL 3.30 section 4.1.9: an array size may be a parenthesised sequence: the grammar's constant_expression includes ( expression )
#version 330 core
uniform float g_a[(3, 5)];
float f() { return g_a[4]; }
void main() {}
