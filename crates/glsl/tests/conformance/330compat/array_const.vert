// expect: compile -- GLSL 3.30 (compatibility) section 4.3.2: const arrays exist from GLSL 1.20
#version 330 compatibility
const float g_a[2] = float[2](1.0, 2.0);
void main() {}
