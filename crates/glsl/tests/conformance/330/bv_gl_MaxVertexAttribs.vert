// expect: compile -- GLSL 3.30 section 7: gl_MaxVertexAttribs is a built-in constant
#version 330 core
void main() {
    int n = gl_MaxVertexAttribs;
}
