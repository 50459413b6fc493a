// expect: fail -- GLSL 1.50 (compatibility) section 4.3.6: out is a global storage qualifier (or a parameter qualifier)
#version 150 compatibility
void main() {
    out vec4 a;
}
