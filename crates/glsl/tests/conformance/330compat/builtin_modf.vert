// expect: compile -- GLSL 3.30 (compatibility) section 8: `modf` (this overload) is a built-in from GLSL 1.30
#version 330 compatibility
float g_ip;
void main() {
    float r = modf(1.5, g_ip);
}
