// expect: fail -- GLSL 1.20 section 4.3.6: out is a global storage qualifier (or a parameter qualifier)
#version 120
void main() {
    out vec4 a;
}
