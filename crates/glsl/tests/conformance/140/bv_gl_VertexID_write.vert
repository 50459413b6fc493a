// expect: fail -- GLSL 1.40 section 7: gl_VertexID is read-only
#version 140
void main() {
    gl_VertexID = 1;
}
