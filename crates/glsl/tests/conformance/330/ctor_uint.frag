// expect: compile -- GLSL 3.30 section 5.4.1: uint constructors exist from GLSL 1.30
#version 330 core
void main() {
    uint u = uint(-1); int i = int(u);
}
