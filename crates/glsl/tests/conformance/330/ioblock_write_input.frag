// expect: fail -- GLSL 3.30 section 4.3.7: members of input blocks are read-only
#version 330 core
in VertexData { vec4 color; } vd;
void main() {
    vd.color = vec4(0.0);
}
