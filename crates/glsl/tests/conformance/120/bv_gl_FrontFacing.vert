// expect: fail -- GLSL 1.20 section 7: gl_FrontFacing is a fragment shader input
#version 120
void main() {
    bool f = gl_FrontFacing;
}
