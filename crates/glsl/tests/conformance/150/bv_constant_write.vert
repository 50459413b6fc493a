// expect: fail -- GLSL 1.50 section 7: built-in constants are read-only
#version 150 core
void main() {
    gl_MaxDrawBuffers = 2;
}
