// expect: fail -- GLSL 3.30 (compatibility) section 7: built-in constants are read-only
#version 330 compatibility
void main() {
    gl_MaxDrawBuffers = 2;
}
