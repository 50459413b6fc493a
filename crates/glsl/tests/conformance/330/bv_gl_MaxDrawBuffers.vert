// expect: compile -- GLSL 3.30 section 7: gl_MaxDrawBuffers is a built-in constant
#version 330 core
void main() {
    int n = gl_MaxDrawBuffers;
}
