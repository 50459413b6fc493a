// expect: fail -- GLSL 1.50 (compatibility) section 3.3: #elif after #else is an error
#version 150 compatibility
#if 0
#else
#elif 1
#endif
void main() {}
