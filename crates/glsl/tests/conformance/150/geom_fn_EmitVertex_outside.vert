// expect: fail -- GLSL 1.50 section 8.10: EmitVertex is only available in geometry shaders
#version 150 core
void main() {
    EmitVertex();
}
