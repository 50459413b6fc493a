// expect: fail -- GLSL 1.50 (compatibility) section 7: built-in constants are read-only
#version 150 compatibility
void main() {
    gl_MaxDrawBuffers = 2;
}
