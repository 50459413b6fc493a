// expect: fail -- GLSL 1.50 section 3.3: #elif after #else is an error
#version 150 core
#if 0
#else
#elif 1
#endif
void main() {}
