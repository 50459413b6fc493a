// expect: compile -- GLSL 1.20 section 4.3.2: const arrays exist from GLSL 1.20
#version 120
const float g_a[2] = float[2](1.0, 2.0);
void main() {}
