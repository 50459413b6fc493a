// expect: compile -- GLSL 1.40 section 8: `isinf` (this overload) is a built-in from GLSL 1.30
#version 140
float g_ip;
void main() {
    float r = float(isinf(1.0));
}
