// expect: compile -- GLSL 1.20 section 3.3: __LINE__ is the current line number
#version 120
void main() {
    int l = __LINE__;
}
