// expect: compile -- GLSL 3.30 (compatibility) section 4.3.7: an output block without an instance name
#version 330 compatibility
out VertexData { vec4 color; };
void main() {
    color = vec4(1.0);
}
