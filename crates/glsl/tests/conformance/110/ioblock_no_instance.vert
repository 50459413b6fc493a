// expect: fail -- GLSL 1.10 section 4.3.7: an output block without an instance name
#version 110
out VertexData { vec4 color; };
void main() {
    color = vec4(1.0);
}
