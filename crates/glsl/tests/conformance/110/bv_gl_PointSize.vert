// expect: compile -- GLSL 1.10 section 7: gl_PointSize is a vertex shader output
#version 110
void main() {
    gl_PointSize = 1.0;
}
