// expect: fail -- GLSL ES 1.00 section 4.3: in/out storage for globals exists from GLSL 1.30
#version 100
precision mediump float;
in vec4 g_in;
out vec4 g_out;
void main() {}
