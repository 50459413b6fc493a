// expect: fail -- GLSL 3.30 (compatibility) section 3.3: #elif after #else is an error
#version 330 compatibility
#if 0
#else
#elif 1
#endif
void main() {}
