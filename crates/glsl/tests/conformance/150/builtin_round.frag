// expect: compile -- GLSL 1.50 section 8: `round` (this overload) is a built-in from GLSL 1.30
#version 150 core
float g_ip;
void main() {
    float r = round(1.5);
}
