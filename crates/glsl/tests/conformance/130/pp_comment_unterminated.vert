// expect: fail -- GLSL 1.30 section 3.4: an unterminated block comment is an error
#version 130
float g_a;
/* never closed
