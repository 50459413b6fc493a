// expect: fail -- GLSL 1.30 section 4.2: a function and a variable may not share a name in one scope
#version 130
float helper;
float helper() { return 1.0; }
void main() {}
