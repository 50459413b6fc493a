// expect: fail -- GLSL 3.30 (compatibility) section 3.3: #version may appear once
#version 330 compatibility
#version 330 compatibility
void main() {}
