// expect: compile -- GLSL 1.10 section 3.3: __LINE__ is the current line number
#version 110
void main() {
    int l = __LINE__;
}
