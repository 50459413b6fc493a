// expect: fail -- GLSL 1.30 section 3.3: extension directives must occur before any non-preprocessor tokens
#version 130
float g_a;
#extension all : warn
void main() {}
