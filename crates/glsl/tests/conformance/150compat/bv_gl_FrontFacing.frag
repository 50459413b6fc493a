// expect: compile -- GLSL 1.50 (compatibility) section 7: gl_FrontFacing is a fragment shader input
#version 150 compatibility
void main() {
    bool f = gl_FrontFacing;
}
