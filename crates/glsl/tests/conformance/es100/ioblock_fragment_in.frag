// expect: fail -- GLSL ES 1.00 section 4.3.7: fragment input blocks exist from GLSL 1.50
#version 100
precision mediump float;
in VertexData { vec4 color; } vd;
void main() {
    vec4 c = vd.color;
}
