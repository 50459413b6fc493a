// expect: fail -- GLSL 1.40 section 4.3.6: out is a global storage qualifier (or a parameter qualifier)
#version 140
void main() {
    out vec4 a;
}
