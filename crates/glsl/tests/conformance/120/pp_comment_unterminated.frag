// expect: fail -- GLSL 1.20 section 3.4: an unterminated block comment is an error
#version 120
float g_a;
/* never closed
