// expect: fail -- GLSL 1.30 section 7: gl_FrontFacing is read-only
#version 130
void main() {
    gl_FrontFacing = true;
}
