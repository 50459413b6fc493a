// expect: compile -- GLSL 1.10 section 7: gl_MaxVertexAttribs is a built-in constant
#version 110
void main() {
    int n = gl_MaxVertexAttribs;
}
