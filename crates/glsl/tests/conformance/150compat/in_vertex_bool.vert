// expect: fail -- GLSL 1.50 (compatibility) section 4.3.4: vertex inputs cannot be booleans
#version 150 compatibility
in bool g_b;
void main() {}
