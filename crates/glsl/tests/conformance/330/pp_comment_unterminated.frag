// expect: fail -- GLSL 3.30 section 3.4: an unterminated block comment is an error
#version 330 core
float g_a;
/* never closed
