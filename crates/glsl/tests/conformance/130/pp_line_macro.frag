// expect: compile -- GLSL 1.30 section 3.3: __LINE__ is the current line number
#version 130
void main() {
    int l = __LINE__;
}
