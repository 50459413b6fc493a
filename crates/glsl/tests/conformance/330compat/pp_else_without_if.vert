// expect: fail -- GLSL 3.30 (compatibility) section 3.3: #else without #if is an error
#version 330 compatibility
#else
#endif
void main() {}
