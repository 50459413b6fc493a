// expect: fail -- GLSL ES 1.00 section 7: gl_VertexID is a vertex input from GLSL 1.30
#version 100
precision mediump float;
void main() {
    int i = gl_VertexID;
}
