// expect: fail -- GLSL 1.50 (compatibility) section 4.3.7: members of blocks without an instance name share the global scope
#version 150 compatibility
uniform A { float k; };
uniform B { float k; };
void main() {}
