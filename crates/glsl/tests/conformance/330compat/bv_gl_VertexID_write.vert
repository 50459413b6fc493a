// expect: fail -- GLSL 3.30 (compatibility) section 7: gl_VertexID is read-only
#version 330 compatibility
void main() {
    gl_VertexID = 1;
}
