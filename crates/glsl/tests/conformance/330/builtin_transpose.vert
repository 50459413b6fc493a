// expect: compile -- GLSL 3.30 section 8: `transpose` (this overload) is a built-in from GLSL 1.20
#version 330 core
float g_ip;
void main() {
    float r = transpose(mat2(1.0))[0][0];
}
