// expect: fail -- GLSL 1.30 section 3.3: #else without #if is an error
#version 130
#else
#endif
void main() {}
