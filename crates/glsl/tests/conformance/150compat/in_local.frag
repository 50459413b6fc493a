// expect: fail -- GLSL 1.50 (compatibility) section 4.3.4: in is a global storage qualifier (or a parameter qualifier)
#version 150 compatibility
void main() {
    in vec4 a;
}
