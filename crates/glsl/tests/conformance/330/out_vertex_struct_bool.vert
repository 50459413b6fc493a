// expect: fail -- GLSL 3.30 section 4.3.6: a structure output cannot hold a bool
#version 330 core
struct V { bool b; };
out V g_v;
void main() {}
