// expect: fail -- GLSL 3.30 (compatibility) section 4.1.7: a sampler parameter cannot be assigned
#version 330 compatibility
uniform sampler2D g_a;
void f(sampler2D t) { t = g_a; }
void main() {}
