// expect: fail -- GLSL 1.20 section 3.3: #version may appear once
#version 120
#version 120
void main() {}
