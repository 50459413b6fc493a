// expect: fail -- GLSL 1.10 section 5.4.1: uint constructors exist from GLSL 1.30
#version 110
void main() {
    uint u = uint(-1); int i = int(u);
}
