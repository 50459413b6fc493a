// expect: fail -- GLSL 1.10 section 8: `inverse` (this overload) is a built-in from GLSL 1.40
#version 110
float g_ip;
void main() {
    float r = inverse(mat2(1.0))[0][0];
}
