// expect: compile -- GLSL 3.30 (compatibility) section 8: `floatBitsToInt` (this overload) is a built-in from GLSL 3.30
#version 330 compatibility
float g_ip;
void main() {
    float r = float(floatBitsToInt(1.0));
}
