// expect: fail -- GLSL 1.20 section 3.3: #else without #if is an error
#version 120
#else
#endif
void main() {}
