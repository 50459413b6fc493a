// expect: fail -- GLSL 1.10 section 3.3: #version may appear once
#version 110
#version 110
void main() {}
