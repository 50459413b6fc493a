// expect: fail -- GLSL 3.30 (compatibility) section 4.3.4: vertex inputs cannot be booleans
#version 330 compatibility
in bool g_b;
void main() {}
