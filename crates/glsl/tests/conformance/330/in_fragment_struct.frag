// expect: compile -- GLSL 3.30 section 4.3.4: fragment inputs may be structures from GLSL 1.50
#version 330 core
struct V { vec4 a; };
in V g_v;
out vec4 g_c;
void main() {
    g_c = g_v.a;
}
