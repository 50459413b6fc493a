// expect: fail -- GLSL 1.10 section 3.3: #version must come before anything but comments and white space
float g_a;
#version 110
void main() {}
