// expect: fail -- GLSL 1.20 section 8: `intBitsToFloat` (this overload) is a built-in from GLSL 3.30
#version 120
float g_ip;
void main() {
    float r = intBitsToFloat(1);
}
