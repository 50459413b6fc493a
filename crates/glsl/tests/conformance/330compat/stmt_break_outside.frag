// expect: fail -- GLSL 3.30 (compatibility) section 6.4: break outside a loop or switch is an error
#version 330 compatibility
void main() {
    break;
}
