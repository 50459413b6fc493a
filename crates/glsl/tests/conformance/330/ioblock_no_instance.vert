// expect: compile -- GLSL 3.30 section 4.3.7: an output block without an instance name
#version 330 core
out VertexData { vec4 color; };
void main() {
    color = vec4(1.0);
}
