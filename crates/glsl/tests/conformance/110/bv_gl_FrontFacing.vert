// expect: fail -- GLSL 1.10 section 7: gl_FrontFacing is a fragment shader input
#version 110
void main() {
    bool f = gl_FrontFacing;
}
