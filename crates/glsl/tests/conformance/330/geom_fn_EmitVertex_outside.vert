// expect: fail -- GLSL 3.30 section 8.10: EmitVertex is only available in geometry shaders
#version 330 core
void main() {
    EmitVertex();
}
