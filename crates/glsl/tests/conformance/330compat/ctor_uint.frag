// expect: compile -- GLSL 3.30 (compatibility) section 5.4.1: uint constructors exist from GLSL 1.30
#version 330 compatibility
void main() {
    uint u = uint(-1); int i = int(u);
}
