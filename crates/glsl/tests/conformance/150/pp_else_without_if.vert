// expect: fail -- GLSL 1.50 section 3.3: #else without #if is an error
#version 150 core
#else
#endif
void main() {}
