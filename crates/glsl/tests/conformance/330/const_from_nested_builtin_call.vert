// expect: compile -- GLSL 3.30 section 4.3.3: a built-in call nested in a constructor is not a constant expression in GLSL 1.10
#version 330 core
const vec2 g_c = vec2(abs(-1.0), 1.0);
void main() {}
