// expect: fail -- GLSL 1.50 (compatibility) section 4.3.9: interpolation qualifiers precede in/out, not the deprecated varying
#version 150 compatibility
smooth varying float g_v;
void main() {}
