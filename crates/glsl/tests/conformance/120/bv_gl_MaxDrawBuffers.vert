// expect: compile -- GLSL 1.20 section 7: gl_MaxDrawBuffers is a built-in constant
#version 120
void main() {
    int n = gl_MaxDrawBuffers;
}
