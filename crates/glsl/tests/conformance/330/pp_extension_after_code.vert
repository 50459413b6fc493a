// expect: fail -- GLSL 3.30 section 3.3: extension directives must occur before any non-preprocessor tokens
#version 330 core
float g_a;
#extension all : warn
void main() {}
