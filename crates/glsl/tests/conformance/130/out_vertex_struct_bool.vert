// expect: fail -- GLSL 1.30 section 4.3.6: a structure output cannot hold a bool
#version 130
struct V { bool b; };
out V g_v;
void main() {}
