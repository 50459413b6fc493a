// expect: compile -- GLSL 1.50 section 7: gl_FrontFacing is a fragment shader input
#version 150 core
void main() {
    bool f = gl_FrontFacing;
}
