// expect: fail -- GLSL 1.50 (compatibility) section 3.3: #version may appear once
#version 150 compatibility
#version 150 compatibility
void main() {}
