// expect: compile -- GLSL 1.20 section 4.3.3: constructors and operators on constants are constant expressions (GLSL 1.10 too)
#version 120
const vec2 g_c = vec2(1.0, 2.0) * 2.0 + vec2(-1.0);
const float g_d = g_c.y;
void main() {}
