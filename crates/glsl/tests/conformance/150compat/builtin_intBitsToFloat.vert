// expect: fail -- GLSL 1.50 (compatibility) section 8: `intBitsToFloat` (this overload) is a built-in from GLSL 3.30
#version 150 compatibility
float g_ip;
void main() {
    float r = intBitsToFloat(1);
}
