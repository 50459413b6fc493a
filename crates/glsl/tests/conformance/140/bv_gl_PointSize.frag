// expect: fail -- GLSL 1.40 section 7: gl_PointSize is a vertex shader output
#version 140
void main() {
    gl_PointSize = 1.0;
}
