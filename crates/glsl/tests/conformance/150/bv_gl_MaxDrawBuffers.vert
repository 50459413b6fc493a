// expect: compile -- GLSL 1.50 section 7: gl_MaxDrawBuffers is a built-in constant
#version 150 core
void main() {
    int n = gl_MaxDrawBuffers;
}
