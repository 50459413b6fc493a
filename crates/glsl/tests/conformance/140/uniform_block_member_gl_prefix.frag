// expect: fail -- GLSL 1.40 section 4.3.5.1: uniform block members starting with gl_ are reserved names
#version 140
uniform Blk { vec4 gl_Mine; };
void main() {}
