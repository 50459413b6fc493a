// expect: fail -- GLSL 1.10 section 4.3.2: a built-in call nested in a constructor is not a constant expression in GLSL 1.10
#version 110
const vec2 g_c = vec2(abs(-1.0), 1.0);
void main() {}
