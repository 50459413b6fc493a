// expect: fail -- GLSL 1.10 section 4.3.2: const arrays exist from GLSL 1.20
#version 110
const float g_a[2] = float[2](1.0, 2.0);
void main() {}
