// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: uniform block members starting with gl_ are reserved names
#version 330 compatibility
uniform Blk { vec4 gl_Mine; };
void main() {}
