// expect: fail -- GLSL 1.20 section 4.3.7: an output block without an instance name
#version 120
out VertexData { vec4 color; };
void main() {
    color = vec4(1.0);
}
