// expect: compile -- GLSL 1.30 section 7: gl_PointSize is a vertex shader output
#version 130
void main() {
    gl_PointSize = 1.0;
}
