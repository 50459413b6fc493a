// expect: fail -- GLSL 1.50 section 8.10: EndPrimitive is only available in geometry shaders
#version 150 core
void main() {
    EndPrimitive();
}
