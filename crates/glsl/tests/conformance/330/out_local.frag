// expect: fail -- GLSL 3.30 section 4.3.6: out is a global storage qualifier (or a parameter qualifier)
#version 330 core
void main() {
    out vec4 a;
}
