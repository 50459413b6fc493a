// expect: fail -- GLSL 3.30 (compatibility) section 3.4: an unterminated block comment is an error
#version 330 compatibility
float g_a;
/* never closed
