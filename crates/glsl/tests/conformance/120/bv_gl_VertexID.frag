// expect: fail -- GLSL 1.20 section 7: gl_VertexID is a vertex input from GLSL 1.30
#version 120
void main() {
    int i = gl_VertexID;
}
