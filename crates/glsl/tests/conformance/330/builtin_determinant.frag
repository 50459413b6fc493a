// expect: compile -- GLSL 3.30 section 8: `determinant` (this overload) is a built-in from GLSL 1.50
#version 330 core
float g_ip;
void main() {
    float r = determinant(mat2(1.0));
}
