// expect: fail -- GLSL 1.10 section 7: built-in constants are read-only
#version 110
void main() {
    gl_MaxDrawBuffers = 2;
}
