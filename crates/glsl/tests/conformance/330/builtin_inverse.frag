// expect: compile -- GLSL 3.30 section 8: `inverse` (this overload) is a built-in from GLSL 1.40
#version 330 core
float g_ip;
void main() {
    float r = inverse(mat2(1.0))[0][0];
}
