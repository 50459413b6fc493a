// expect: fail -- GLSL 1.50 (compatibility) section 7: gl_VertexID is a vertex input from GLSL 1.30
#version 150 compatibility
void main() {
    int i = gl_VertexID;
}
