// expect: compile -- GLSL 3.30 section 8: `tanh` (this overload) is a built-in from GLSL 1.30
#version 330 core
float g_ip;
void main() {
    float r = tanh(1.0);
}
