// expect: compile -- GLSL 1.50 (compatibility) section 8: `tanh` (this overload) is a built-in from GLSL 1.30
#version 150 compatibility
float g_ip;
void main() {
    float r = tanh(1.0);
}
