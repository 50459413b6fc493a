// expect: compile -- GLSL 3.30 section 7: gl_PointSize is a vertex shader output
#version 330 core
void main() {
    gl_PointSize = 1.0;
}
