// expect: fail -- GLSL 3.30 (compatibility) section 7: gl_PointSize is a vertex shader output
#version 330 compatibility
void main() {
    gl_PointSize = 1.0;
}
