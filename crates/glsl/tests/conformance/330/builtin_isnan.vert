// expect: compile -- GLSL 3.30 section 8: `isnan` (this overload) is a built-in from GLSL 1.30
#version 330 core
float g_ip;
void main() {
    float r = float(isnan(1.0));
}
