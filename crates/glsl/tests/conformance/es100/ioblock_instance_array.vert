// expect: fail -- GLSL ES 1.00 section 4.3.7: a vertex output block instance may be an array
#version 100
precision mediump float;
out VertexData { vec4 color; } vd[2];
void main() {
    vd[1].color = vec4(1.0);
}
