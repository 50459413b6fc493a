// expect: compile -- GLSL 1.30 section 5.4.1: uint constructors exist from GLSL 1.30
#version 130
void main() {
    uint u = uint(-1); int i = int(u);
}
