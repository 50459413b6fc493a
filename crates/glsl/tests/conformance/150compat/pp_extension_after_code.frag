// expect: fail -- GLSL 1.50 (compatibility) section 3.3: extension directives must occur before any non-preprocessor tokens
#version 150 compatibility
float g_a;
#extension all : warn
void main() {}
