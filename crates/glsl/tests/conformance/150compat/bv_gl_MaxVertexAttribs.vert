// expect: compile -- GLSL 1.50 (compatibility) section 7: gl_MaxVertexAttribs is a built-in constant
#version 150 compatibility
void main() {
    int n = gl_MaxVertexAttribs;
}
