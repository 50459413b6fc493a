// expect: fail -- GLSL 1.10 section 4.2: a function and a variable may not share a name in one scope
#version 110
float helper;
float helper() { return 1.0; }
void main() {}
