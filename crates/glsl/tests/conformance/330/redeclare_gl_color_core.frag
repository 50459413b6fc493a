// expect: fail -- GLSL 3.30 section 4.3.9: the compatibility colours cannot be redeclared where they do not exist
#version 330 core
flat in vec4 gl_Color;
void main() {}
