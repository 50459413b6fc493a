// expect: fail -- GLSL 1.30 section 4.3.4: in is a global storage qualifier (or a parameter qualifier)
#version 130
void main() {
    in vec4 a;
}
