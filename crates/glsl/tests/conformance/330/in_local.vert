// expect: fail -- GLSL 3.30 section 4.3.4: in is a global storage qualifier (or a parameter qualifier)
#version 330 core
void main() {
    in vec4 a;
}
