// expect: fail -- GLSL 1.10 section 3.3: extension directives must occur before any non-preprocessor tokens
#version 110
float g_a;
#extension all : warn
void main() {}
