// expect: fail -- GLSL 1.50 (compatibility) section 7.1: gl_Layer exists only in geometry shaders
#version 150 compatibility
void main() {
    gl_Layer = 0;
}
