// expect: fail -- GLSL 1.50 section 4.3.7: block names beginning with gl_ are reserved
#version 150 core
out gl_Mine { vec4 color; } m;
void main() {}
