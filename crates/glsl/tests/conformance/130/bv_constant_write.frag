// expect: fail -- GLSL 1.30 section 7: built-in constants are read-only
#version 130
void main() {
    gl_MaxDrawBuffers = 2;
}
