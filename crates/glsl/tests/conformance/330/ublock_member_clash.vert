// expect: fail -- GLSL 3.30 section 4.3.7: members of blocks without an instance name share the global scope
#version 330 core
uniform A { float k; };
uniform B { float k; };
void main() {}
