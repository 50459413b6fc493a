// expect: fail -- GLSL 3.30 (compatibility) section 7.1: gl_Layer exists only in geometry shaders
#version 330 compatibility
void main() {
    gl_Layer = 0;
}
