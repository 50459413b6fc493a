// expect: fail -- GLSL 1.20 section 4.3.7: a vertex output block instance may be an array
#version 120
out VertexData { vec4 color; } vd[2];
void main() {
    vd[1].color = vec4(1.0);
}
