// expect: fail -- GLSL 3.30 (compatibility) section 7.1: gl_PrimitiveIDIn exists only in geometry shaders
#version 330 compatibility
void main() {
    int p = gl_PrimitiveIDIn;
}
