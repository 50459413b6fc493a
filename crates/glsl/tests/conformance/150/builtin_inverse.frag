// expect: compile -- GLSL 1.50 section 8: `inverse` (this overload) is a built-in from GLSL 1.40
#version 150 core
float g_ip;
void main() {
    float r = inverse(mat2(1.0))[0][0];
}
