// expect: fail -- GLSL 1.20 section 4.3.7: fragment input blocks exist from GLSL 1.50
#version 120
in VertexData { vec4 color; } vd;
void main() {
    vec4 c = vd.color;
}
