// expect: fail -- GLSL 1.50 section 4.3.7: block members starting with gl_ are reserved names
#version 150 core
out Blk { vec4 gl_Mine; } inst;
void main() {}
