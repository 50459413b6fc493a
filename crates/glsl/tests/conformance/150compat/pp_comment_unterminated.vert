// expect: fail -- GLSL 1.50 (compatibility) section 3.4: an unterminated block comment is an error
#version 150 compatibility
float g_a;
/* never closed
