// expect: compile -- GLSL 3.30 (compatibility) section 7: gl_MaxDrawBuffers is a built-in constant
#version 330 compatibility
void main() {
    int n = gl_MaxDrawBuffers;
}
