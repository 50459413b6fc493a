// expect: fail -- GLSL 1.20 section 7: gl_FrontFacing is read-only
#version 120
void main() {
    gl_FrontFacing = true;
}
