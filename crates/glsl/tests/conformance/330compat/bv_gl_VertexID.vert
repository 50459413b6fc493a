// expect: compile -- GLSL 3.30 (compatibility) section 7: gl_VertexID is a vertex input from GLSL 1.30
#version 330 compatibility
void main() {
    int i = gl_VertexID;
}
