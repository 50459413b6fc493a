// expect: compile -- GLSL 3.30 (compatibility) section 4.3.7: a vertex output block instance may be an array
#version 330 compatibility
out VertexData { vec4 color; } vd[2];
void main() {
    vd[1].color = vec4(1.0);
}
