// expect: fail -- GLSL 1.50 (compatibility) section 3.3: #else without #if is an error
#version 150 compatibility
#else
#endif
void main() {}
