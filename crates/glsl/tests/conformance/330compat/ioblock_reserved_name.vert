// expect: fail -- GLSL 3.30 (compatibility) section 4.3.7: block names beginning with gl_ are reserved
#version 330 compatibility
out gl_Mine { vec4 color; } m;
void main() {}
