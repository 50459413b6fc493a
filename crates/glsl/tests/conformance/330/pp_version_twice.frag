// expect: fail -- GLSL 3.30 section 3.3: #version may appear once
#version 330 core
#version 330 core
void main() {}
