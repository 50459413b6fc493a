// expect: fail -- GLSL 1.40 section 4.3.9: interpolation qualifiers precede in/out, not the deprecated varying
#version 140
smooth varying float g_v;
void main() {}
