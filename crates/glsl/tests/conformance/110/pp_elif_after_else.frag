// expect: fail -- GLSL 1.10 section 3.3: #elif after #else is an error
#version 110
#if 0
#else
#elif 1
#endif
void main() {}
