// expect: fail -- GLSL 1.20 section 3.3: #elif after #else is an error
#version 120
#if 0
#else
#elif 1
#endif
void main() {}
