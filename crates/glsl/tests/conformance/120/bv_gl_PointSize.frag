// expect: fail -- GLSL 1.20 section 7: gl_PointSize is a vertex shader output
#version 120
void main() {
    gl_PointSize = 1.0;
}
