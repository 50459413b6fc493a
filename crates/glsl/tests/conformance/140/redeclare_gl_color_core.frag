// expect: fail -- GLSL 1.40 section 4.3.9: the compatibility colours cannot be redeclared where they do not exist
#version 140
flat in vec4 gl_Color;
void main() {}
