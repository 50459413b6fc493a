// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: members of blocks without an instance name share the global scope
#version 330 compatibility
uniform A { float k; };
uniform B { float k; };
void main() {}
