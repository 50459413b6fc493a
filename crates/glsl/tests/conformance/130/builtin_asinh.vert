// expect: compile -- GLSL 1.30 section 8: `asinh` (this overload) is a built-in from GLSL 1.30
#version 130
float g_ip;
void main() {
    float r = asinh(1.0);
}
