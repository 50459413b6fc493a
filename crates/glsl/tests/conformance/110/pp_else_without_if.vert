// expect: fail -- GLSL 1.10 section 3.3: #else without #if is an error
#version 110
#else
#endif
void main() {}
