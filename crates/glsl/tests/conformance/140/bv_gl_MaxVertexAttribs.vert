// expect: compile -- GLSL 1.40 section 7: gl_MaxVertexAttribs is a built-in constant
#version 140
void main() {
    int n = gl_MaxVertexAttribs;
}
