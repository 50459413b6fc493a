// expect: fail -- GLSL 1.40 section 7: gl_FrontFacing is a fragment shader input
#version 140
void main() {
    bool f = gl_FrontFacing;
}
