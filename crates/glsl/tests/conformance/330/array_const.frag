// expect: compile -- GLSL 3.30 section 4.3.2: const arrays exist from GLSL 1.20
#version 330 core
const float g_a[2] = float[2](1.0, 2.0);
void main() {}
