// expect: fail -- GLSL 1.10 section 7: gl_VertexID is a vertex input from GLSL 1.30
#version 110
void main() {
    int i = gl_VertexID;
}
