// expect: compile -- GLSL 3.30 section 3.3: __LINE__ is the current line number
#version 330 core
void main() {
    int l = __LINE__;
}
