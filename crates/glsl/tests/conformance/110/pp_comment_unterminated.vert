// expect: fail -- GLSL 1.10 section 3.4: an unterminated block comment is an error
#version 110
float g_a;
/* never closed
