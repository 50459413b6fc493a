// expect: fail -- GLSL 1.40 section 7: gl_FrontFacing is read-only
#version 140
void main() {
    gl_FrontFacing = true;
}
