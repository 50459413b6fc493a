// expect: compile -- GLSL 1.40 section 7: gl_VertexID is a vertex input from GLSL 1.30
#version 140
void main() {
    int i = gl_VertexID;
}
