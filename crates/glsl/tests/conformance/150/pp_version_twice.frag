// expect: fail -- GLSL 1.50 section 3.3: #version may appear once
#version 150 core
#version 150 core
void main() {}
