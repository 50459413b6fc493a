// expect: fail -- GLSL 1.20 section 8: `modf` (this overload) is a built-in from GLSL 1.30
#version 120
float g_ip;
void main() {
    float r = modf(1.5, g_ip);
}
