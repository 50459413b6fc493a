// expect: compile -- GLSL 1.50 (compatibility) section 7: gl_PointSize is a vertex shader output
#version 150 compatibility
void main() {
    gl_PointSize = 1.0;
}
