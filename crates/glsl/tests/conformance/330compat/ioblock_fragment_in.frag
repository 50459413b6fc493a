// expect: compile -- GLSL 3.30 (compatibility) section 4.3.7: fragment input blocks exist from GLSL 1.50
#version 330 compatibility
in VertexData { vec4 color; } vd;
void main() {
    vec4 c = vd.color;
}
