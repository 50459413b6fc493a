// expect: fail -- GLSL 1.10 section 4.3.4: in is a global storage qualifier (or a parameter qualifier)
#version 110
void main() {
    in vec4 a;
}
