// expect: fail -- GLSL 3.30 (compatibility) section 3.3: an unknown directive is an error
#version 330 compatibility
#frobnicate
void main() {}
