// expect: fail -- GLSL 1.20 section 4.3.4: in is a global storage qualifier (or a parameter qualifier)
#version 120
void main() {
    in vec4 a;
}
