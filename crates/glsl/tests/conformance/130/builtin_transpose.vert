// expect: compile -- GLSL 1.30 section 8: `transpose` (this overload) is a built-in from GLSL 1.20
#version 130
float g_ip;
void main() {
    float r = transpose(mat2(1.0))[0][0];
}
