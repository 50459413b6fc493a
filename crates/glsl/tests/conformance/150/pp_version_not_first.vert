// expect: fail -- GLSL 1.50 section 3.3: #version must come before anything but comments and white space
float g_a;
#version 150 core
void main() {}
