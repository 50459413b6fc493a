// expect: fail -- GLSL 3.30 section 3.3: #else without #if is an error
#version 330 core
#else
#endif
void main() {}
