// expect: fail -- GLSL 1.30 section 3.3: #version may appear once
#version 130
#version 130
void main() {}
