// expect: fail -- GLSL 3.30 (compatibility) section 7: gl_FrontFacing is read-only
#version 330 compatibility
void main() {
    gl_FrontFacing = true;
}
