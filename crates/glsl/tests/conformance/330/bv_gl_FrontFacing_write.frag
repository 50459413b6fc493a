// expect: fail -- GLSL 3.30 section 7: gl_FrontFacing is read-only
#version 330 core
void main() {
    gl_FrontFacing = true;
}
