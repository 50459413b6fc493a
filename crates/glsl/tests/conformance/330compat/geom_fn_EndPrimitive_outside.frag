// expect: fail -- GLSL 3.30 (compatibility) section 8.10: EndPrimitive is only available in geometry shaders
#version 330 compatibility
void main() {
    EndPrimitive();
}
