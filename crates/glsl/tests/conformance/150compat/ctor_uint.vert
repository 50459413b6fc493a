// expect: compile -- GLSL 1.50 (compatibility) section 5.4.1: uint constructors exist from GLSL 1.30
#version 150 compatibility
void main() {
    uint u = uint(-1); int i = int(u);
}
