// expect: fail -- GLSL 1.40 section 7: built-in constants are read-only
#version 140
void main() {
    gl_MaxDrawBuffers = 2;
}
