// expect: fail -- GLSL 1.50 section 7.1: gl_PrimitiveIDIn exists only in geometry shaders
#version 150 core
void main() {
    int p = gl_PrimitiveIDIn;
}
