// expect: compile -- GLSL 1.40 section 3.3: __LINE__ is the current line number
#version 140
void main() {
    int l = __LINE__;
}
