// expect: fail -- GLSL 1.50 section 3.4: an unterminated block comment is an error
#version 150 core
float g_a;
/* never closed
