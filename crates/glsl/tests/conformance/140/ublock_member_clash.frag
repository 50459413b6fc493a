// expect: fail -- GLSL 1.40 section 4.3.5.1: members of blocks without an instance name share the global scope
#version 140
uniform A { float k; };
uniform B { float k; };
void main() {}
