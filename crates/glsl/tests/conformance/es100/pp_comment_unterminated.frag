// expect: fail -- GLSL ES 1.00 section 3.3: an unterminated block comment is an error
#version 100
precision mediump float;
float g_a;
/* never closed
