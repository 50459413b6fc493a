// expect: fail -- GLSL 1.30 section 4.3.6: integer vertex outputs must be flat in GLSL 1.30 and 1.40
#version 130
out int g_i;
void main() {}
