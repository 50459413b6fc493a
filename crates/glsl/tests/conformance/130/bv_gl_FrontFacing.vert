// expect: fail -- GLSL 1.30 section 7: gl_FrontFacing is a fragment shader input
#version 130
void main() {
    bool f = gl_FrontFacing;
}
