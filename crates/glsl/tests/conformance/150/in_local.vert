// expect: fail -- GLSL 1.50 section 4.3.4: in is a global storage qualifier (or a parameter qualifier)
#version 150 core
void main() {
    in vec4 a;
}
