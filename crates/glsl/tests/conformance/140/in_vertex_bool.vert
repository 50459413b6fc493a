// expect: fail -- GLSL 1.40 section 4.3.4: vertex inputs cannot be booleans
#version 140
in bool g_b;
void main() {}
