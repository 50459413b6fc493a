// expect: compile -- GLSL ES 1.00 section 7: gl_MaxVertexAttribs is a built-in constant
#version 100
precision mediump float;
void main() {
    int n = gl_MaxVertexAttribs;
}
