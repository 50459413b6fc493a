// expect: fail -- GLSL 1.50 section 4.3.7: uniform block members starting with gl_ are reserved names
#version 150 core
uniform Blk { vec4 gl_Mine; };
void main() {}
