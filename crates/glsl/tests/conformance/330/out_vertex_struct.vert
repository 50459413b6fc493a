// expect: compile -- GLSL 3.30 section 4.3.6: vertex outputs may be structures from GLSL 1.50
#version 330 core
struct V { vec4 a; float b[2]; };
out V g_v;
void main() {
    g_v.a = vec4(1.0); g_v.b[1] = 2.0;
}
