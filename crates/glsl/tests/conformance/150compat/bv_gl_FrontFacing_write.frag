// expect: fail -- GLSL 1.50 (compatibility) section 7: gl_FrontFacing is read-only
#version 150 compatibility
void main() {
    gl_FrontFacing = true;
}
