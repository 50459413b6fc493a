// expect: fail -- GLSL 1.30 section 4.3.9: interpolation qualifiers precede in/out, not the deprecated varying
#version 130
smooth varying float g_v;
void main() {}
