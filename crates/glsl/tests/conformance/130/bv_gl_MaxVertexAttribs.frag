// expect: compile -- GLSL 1.30 section 7: gl_MaxVertexAttribs is a built-in constant
#version 130
void main() {
    int n = gl_MaxVertexAttribs;
}
