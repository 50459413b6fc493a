// expect: fail -- GLSL 1.40 section 8: `intBitsToFloat` (this overload) is a built-in from GLSL 3.30
#version 140
float g_ip;
void main() {
    float r = intBitsToFloat(1);
}
