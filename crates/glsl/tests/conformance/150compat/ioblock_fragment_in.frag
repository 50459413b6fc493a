// expect: compile -- GLSL 1.50 (compatibility) section 4.3.7: fragment input blocks exist from GLSL 1.50
#version 150 compatibility
in VertexData { vec4 color; } vd;
void main() {
    vec4 c = vd.color;
}
