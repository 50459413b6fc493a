// expect: fail -- GLSL 3.30 section 7: built-in constants are read-only
#version 330 core
void main() {
    gl_MaxDrawBuffers = 2;
}
