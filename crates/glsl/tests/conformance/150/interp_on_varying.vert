// expect: fail -- GLSL 1.50 section 4.3.9: interpolation qualifiers precede in/out, not the deprecated varying
#version 150 core
smooth varying float g_v;
void main() {}
