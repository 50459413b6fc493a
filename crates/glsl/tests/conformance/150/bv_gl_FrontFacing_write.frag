// expect: fail -- GLSL 1.50 section 7: gl_FrontFacing is read-only
#version 150 core
void main() {
    gl_FrontFacing = true;
}
