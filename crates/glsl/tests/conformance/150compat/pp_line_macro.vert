// expect: compile -- GLSL 1.50 (compatibility) section 3.3: __LINE__ is the current line number
#version 150 compatibility
void main() {
    int l = __LINE__;
}
