// expect: fail -- GLSL 1.50 section 4.3.4: vertex inputs cannot be booleans
#version 150 core
in bool g_b;
void main() {}
