// expect: compile -- GLSL 3.30 (compatibility) section 4.3.4: in/out storage for globals exists from GLSL 1.30
#version 330 compatibility
in vec4 g_in;
out vec4 g_out;
void main() {}
