// expect: fail -- GLSL 1.40 section 4.3.4: vertex inputs may be arrays from GLSL 1.50 (not in 1.30/1.40)
#version 140
in vec4 g_a[2];
void main() {}
