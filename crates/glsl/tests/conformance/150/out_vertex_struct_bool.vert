// expect: fail -- GLSL 1.50 section 4.3.6: a structure output cannot hold a bool
#version 150 core
struct V { bool b; };
out V g_v;
void main() {}
