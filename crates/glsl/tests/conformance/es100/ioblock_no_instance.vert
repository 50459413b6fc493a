// expect: fail -- GLSL ES 1.00 section 4.3.7: an output block without an instance name
#version 100
precision mediump float;
out VertexData { vec4 color; };
void main() {
    color = vec4(1.0);
}
