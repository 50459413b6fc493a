// expect: fail -- GLSL 3.30 (compatibility) section 4.3.9: interpolation qualifiers precede in/out, not the deprecated varying
#version 330 compatibility
smooth varying float g_v;
void main() {}
