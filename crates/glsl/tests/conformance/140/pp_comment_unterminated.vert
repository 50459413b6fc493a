// expect: fail -- GLSL 1.40 section 3.4: an unterminated block comment is an error
#version 140
float g_a;
/* never closed
