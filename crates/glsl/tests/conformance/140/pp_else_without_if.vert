// expect: fail -- GLSL 1.40 section 3.3: #else without #if is an error
#version 140
#else
#endif
void main() {}
