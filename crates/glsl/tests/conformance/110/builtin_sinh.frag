// expect: fail -- GLSL 1.10 section 8: `sinh` (this overload) is a built-in from GLSL 1.30
#version 110
float g_ip;
void main() {
    float r = sinh(1.0);
}
