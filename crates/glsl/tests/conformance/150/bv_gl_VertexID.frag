// expect: fail -- GLSL 1.50 section 7: gl_VertexID is a vertex input from GLSL 1.30
#version 150 core
void main() {
    int i = gl_VertexID;
}
