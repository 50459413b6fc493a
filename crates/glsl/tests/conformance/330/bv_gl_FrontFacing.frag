// expect: compile -- GLSL 3.30 section 7: gl_FrontFacing is a fragment shader input
#version 330 core
void main() {
    bool f = gl_FrontFacing;
}
