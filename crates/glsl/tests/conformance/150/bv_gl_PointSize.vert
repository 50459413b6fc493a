// expect: compile -- GLSL 1.50 section 7: gl_PointSize is a vertex shader output
#version 150 core
void main() {
    gl_PointSize = 1.0;
}
