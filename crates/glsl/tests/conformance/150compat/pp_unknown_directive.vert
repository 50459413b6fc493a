// expect: fail -- GLSL 1.50 (compatibility) section 3.3: an unknown directive is an error
#version 150 compatibility
#frobnicate
void main() {}
