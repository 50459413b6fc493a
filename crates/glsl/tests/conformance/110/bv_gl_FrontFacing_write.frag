// expect: fail -- GLSL 1.10 section 7: gl_FrontFacing is read-only
#version 110
void main() {
    gl_FrontFacing = true;
}
