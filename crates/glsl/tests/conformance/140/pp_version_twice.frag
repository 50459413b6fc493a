// expect: fail -- GLSL 1.40 section 3.3: #version may appear once
#version 140
#version 140
void main() {}
