// expect: fail -- GLSL 1.20 section 4.3.4: in/out storage for globals exists from GLSL 1.30
#version 120
in vec4 g_in;
out vec4 g_out;
void main() {}
