// expect: compile -- GLSL 3.30 (compatibility) section 7: gl_FrontFacing is a fragment shader input
#version 330 compatibility
void main() {
    bool f = gl_FrontFacing;
}
