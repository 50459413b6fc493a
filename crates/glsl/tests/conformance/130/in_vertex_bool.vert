// expect: fail -- GLSL 1.30 section 4.3.4: vertex inputs cannot be booleans
#version 130
in bool g_b;
void main() {}
