// expect: fail -- GLSL 1.40 section 4.3.6: a structure output cannot hold a bool
#version 140
struct V { bool b; };
out V g_v;
void main() {}
