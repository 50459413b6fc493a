// expect: fail -- GLSL ES 1.00 section 3.4: #else without #if is an error
#version 100
precision mediump float;
#else
#endif
void main() {}
