// expect: fail -- GLSL 1.50 (compatibility) section 8.10: EndPrimitive is only available in geometry shaders
#version 150 compatibility
void main() {
    EndPrimitive();
}
