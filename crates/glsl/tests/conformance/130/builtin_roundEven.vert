// expect: compile -- GLSL 1.30 section 8: `roundEven` (this overload) is a built-in from GLSL 1.30
#version 130
float g_ip;
void main() {
    float r = roundEven(1.5);
}
