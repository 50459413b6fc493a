// expect: fail -- GLSL 1.40 section 4.3.7: an output block without an instance name
#version 140
out VertexData { vec4 color; };
void main() {
    color = vec4(1.0);
}
