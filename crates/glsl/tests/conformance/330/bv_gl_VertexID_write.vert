// expect: fail -- GLSL 3.30 section 7: gl_VertexID is read-only
#version 330 core
void main() {
    gl_VertexID = 1;
}
