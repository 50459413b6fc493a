// expect: fail -- GLSL ES 1.00 section 3.4: #elif after #else is an error
#version 100
precision mediump float;
#if 0
#else
#elif 1
#endif
void main() {}
