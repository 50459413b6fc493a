// expect: fail -- GLSL 1.20 section 7: built-in constants are read-only
#version 120
void main() {
    gl_MaxDrawBuffers = 2;
}
