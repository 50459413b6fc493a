// expect: fail -- GLSL 1.30 section 7: gl_VertexID is read-only
#version 130
void main() {
    gl_VertexID = 1;
}
